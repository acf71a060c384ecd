import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { ResumeKind } from './application.entity';
import type { ResumeTextAnswer, ResumeTextRequest, ResumeTextWorkerData } from './resume-text-protocol';

/** The most text kept of one resume (a long CV is about 30,000 characters). */
export const RESUME_TEXT_MAX_CHARS = 100_000;

/** The most pages of a PDF read. */
export const RESUME_TEXT_MAX_PAGES = 50;

/** The reader's thread: the source under Node's type stripping (tests), the built `.mjs` otherwise. */
const WORKER_FILE = path.join(__dirname, `resume-text.worker.${path.extname(__filename) === '.ts' ? 'mts' : 'mjs'}`);

/** What reading one file gave: its text, or why it has none (not worth trying again). */
export type ResumeTextOutcome = { text: string } | { unreadable: string };

export interface ResumeTextExtractorOptions {
  /** A file whose reading takes longer stops its thread and fails this attempt. */
  timeoutMs: number;
  /** The thread stops after this long without work (PDF.js holds about 40 MB). */
  idleMs: number;
  /** The thread's heap limit: a file that needs more fails this attempt instead of the process. */
  maxHeapMb: number;
}

export const RESUME_TEXT_EXTRACTOR_DEFAULTS: ResumeTextExtractorOptions = {
  timeoutMs: 30_000,
  idleMs: 30_000,
  maxHeapMb: 256,
};

/** Control characters (but tab and line breaks), which PostgreSQL's text refuses (NUL) or a snippet marks with. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The text as kept: control characters dropped, runs of blanks and of blank lines folded, capped. */
export function cleanResumeText(raw: string, maxChars = RESUME_TEXT_MAX_CHARS): string {
  return raw
    .replace(CONTROL, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\r?\n[\s]*\n\s*/g, '\n\n')
    .replace(/ *\r?\n */g, '\n')
    .trim()
    .slice(0, maxChars)
    .trimEnd();
}

/**
 * Reads the text of PDF and DOCX resumes in a worker thread (PDF.js through unpdf, mammoth),
 * one file at a time: a slow, huge or hostile file never blocks the server's event loop, and its
 * thread is stopped when it overruns the time or the memory it is given. The thread starts on
 * the first file and stops when idle, so a process that reads no resume pays nothing for it.
 */
export class ResumeTextExtractor {
  private worker?: Worker;
  private idleTimer?: NodeJS.Timeout;
  /** Files are read one after another: each waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ResumeTextExtractorOptions = RESUME_TEXT_EXTRACTOR_DEFAULTS) {}

  /**
   * The file's text (cleaned and capped), or `unreadable` with the reader's reason. Rejects when
   * the attempt itself failed (time or memory ran out, the thread crashed): worth trying again.
   */
  extract(kind: Exclude<ResumeKind, 'doc'>, bytes: Buffer): Promise<ResumeTextOutcome> {
    const run = this.queue.then(() => this.read({ kind, bytes: new Uint8Array(bytes) }));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the thread (a file being read fails its attempt). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private read(request: ResumeTextRequest): Promise<ResumeTextOutcome> {
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.startWorker());
    return new Promise<ResumeTextOutcome>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (error: Error) => {
        done();
        // The thread may be busy or broken: a new one serves the next file.
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      const onMessage = (answer: ResumeTextAnswer) => {
        done();
        this.idleTimer = setTimeout(() => void this.close(), this.options.idleMs).unref();
        resolve('text' in answer ? { text: cleanResumeText(answer.text) } : answer);
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`The resume reader stopped (exit code ${code}).`));
      const timer = setTimeout(
        () => fail(new Error(`Reading the resume took longer than ${this.options.timeoutMs} ms.`)),
        this.options.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request, [request.bytes.buffer]);
    });
  }

  private startWorker(): Worker {
    const workerData: ResumeTextWorkerData = { maxChars: RESUME_TEXT_MAX_CHARS, maxPages: RESUME_TEXT_MAX_PAGES };
    const worker = new Worker(WORKER_FILE, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
      // The reader's warnings (fonts it cannot map, and the like) are no use in the server's log.
      stderr: true,
      stdout: true,
    });
    worker.stderr.resume();
    worker.stdout.resume();
    // An idle thread does not keep the process alive.
    worker.unref();
    return worker;
  }
}
