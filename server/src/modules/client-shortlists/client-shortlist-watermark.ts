import type { PDFFont, PDFPage } from 'pdf-lib';

import { loadPdfLib } from '../../lib/packages-on-first-use';

import { drawable, drawLine, layoutLine, paragraphDirection, readPdfFont } from './pdf-text';

/** A resume that could not be read as a PDF (damaged, encrypted): the route answers 422, never a crash. */
export class UnreadablePdfError extends Error {
  constructor(cause: unknown) {
    super('The resume could not be read as a PDF.', { cause });
    this.name = 'UnreadablePdfError';
  }
}

/** The watermark's words: who it was shared with and the day (UTC) it was opened. */
export function watermarkText(clientName: string, on: Date): string {
  return `Shared with ${clientName} on ${on.toISOString().slice(0, 10)}`;
}

/** A light diagonal line across the page's middle and a footer line, both saying `text`. */
function markPage(page: PDFPage, font: PDFFont, text: string): void {
  const { rgb } = loadPdfLib();
  const { width, height } = page.getSize();
  const angle = Math.atan2(height, width);
  // As large as fits along the diagonal, within reason.
  const diagonal = Math.hypot(width, height);
  const size = Math.max(12, Math.min(48, (diagonal * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1))));
  const slanted = layoutLine(font, text, size, 'ltr');
  drawLine(
    page,
    slanted,
    width / 2 - (slanted.width / 2) * Math.cos(angle) + (size / 3) * Math.sin(angle),
    height / 2 - (slanted.width / 2) * Math.sin(angle) - (size / 3) * Math.cos(angle),
    { font, size, rotateDegrees: (angle * 180) / Math.PI, color: rgb(0.55, 0.55, 0.55), opacity: 0.18 },
  );
  drawLine(page, layoutLine(font, text, 8, 'ltr'), 24, 14, {
    font,
    size: 8,
    color: rgb(0.35, 0.35, 0.35),
    opacity: 0.9,
  });
}

/** The PDF with the watermark on every page; UnreadablePdfError when it cannot be read. */
export async function watermarkPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  // pdf-lib reads damaged files leniently and may fail only later (no page tree, a broken object):
  // whatever fails from loading to saving is the file's fault.
  const { PDFDocument } = loadPdfLib();
  // Read before: a font that cannot be read is the server's fault, not the file's.
  const fontFile = await readPdfFont('regular');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPages();
    if (pages.length === 0) throw new Error('The PDF has no pages.');
    const font = await fontFile.embedInto(doc);
    const safe = drawable(font, text);
    for (const page of pages) markPage(page, font.pdf, safe);
    return await doc.save();
  } catch (error) {
    throw new UnreadablePdfError(error);
  }
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FONT_SIZE = 10.5;
const LINE_HEIGHT = 14;

/**
 * Lines of at most `maxWidth` points as `width` measures them (a word longer than a line is cut).
 * Measured as drawn: a right-to-left run's joined letters are not as wide as the same letters alone.
 */
function wrapLines(paragraph: string, maxWidth: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (width(next) <= maxWidth) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (width(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/**
 * A Word resume's text (as extracted for search) set in a plain A4 PDF, with the same watermark on
 * every page: the client reads the words, never the original file.
 */
export async function textAsWatermarkedPdf(text: string, title: string, watermark: string): Promise<Uint8Array> {
  const { PDFDocument } = loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await (await readPdfFont('regular')).embedInto(doc);
  const bold = await (await readPdfFont('bold')).embedInto(doc);
  const maxWidth = A4.width - 2 * MARGIN;
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  /** A line at `y`: from the left margin, or to the right one in a right-to-left paragraph. */
  const draw = (line: string, direction: 'ltr' | 'rtl', using: PDFFont, size: number) => {
    const laidOut = layoutLine(using, line, size, direction);
    const x = direction === 'rtl' ? A4.width - MARGIN - laidOut.width : MARGIN;
    drawLine(page, laidOut, x, y, { font: using, size });
  };
  const heading = drawable(bold, title);
  draw(heading, paragraphDirection(heading), bold.pdf, 14);
  y -= LINE_HEIGHT * 2;
  for (const paragraph of text.split(/\n/)) {
    const words = drawable(font, paragraph.trim());
    const direction = paragraphDirection(words);
    const width = (line: string) => layoutLine(font.pdf, line, FONT_SIZE, direction).width;
    const lines = words ? wrapLines(words, maxWidth, width) : [''];
    for (const line of lines) {
      if (y < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      if (line) draw(line, direction, font.pdf, FONT_SIZE);
      y -= LINE_HEIGHT;
    }
  }
  const safe = drawable(font, watermark);
  for (const each of doc.getPages()) markPage(each, font.pdf, safe);
  return doc.save();
}
