// The resume reader's thread (ResumeTextExtractor starts it). An ES module in TypeScript with
// erasable syntax only: PDF.js (through unpdf) is an ES module that the CommonJS build and Jest's
// module system cannot load, and Node runs this file as it is, from the source in tests (Node's
// type stripping) and as the `.mjs` that tsc writes beside it in the build.
import { parentPort, workerData } from 'node:worker_threads';

import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';

import type { ResumeTextAnswer, ResumeTextRequest, ResumeTextWorkerData } from './resume-text-protocol.js';

const { maxChars, maxPages } = workerData as ResumeTextWorkerData;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && length < maxChars; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
  return value;
}

parentPort!.on('message', (request: ResumeTextRequest) => {
  const read = request.kind === 'pdf' ? pdfText(request.bytes) : docxText(request.bytes);
  read.then(
    (text) => parentPort!.postMessage({ text } satisfies ResumeTextAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        unreadable: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error',
      } satisfies ResumeTextAnswer),
  );
});
