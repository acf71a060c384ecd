import { readFile } from 'node:fs/promises';

import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

import { loadFontkit, loadPdfLib } from '../../lib/packages-on-first-use';

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

/**
 * A font the PDFs are set in, and which characters it has. DejaVu Sans (the dejavu-fonts-ttf
 * package): the fonts built into every PDF reader cover Latin-1 only, which drew a Polish, Czech or
 * Turkish name without its letters and a Greek or Cyrillic resume as question marks. Only the
 * glyphs a document uses are embedded in it.
 */
export interface PdfFont {
  pdf: PDFFont;
  has(codePoint: number): boolean;
}

const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/** One of the fonts, read (from the package's folder each time: nothing stays in memory) to embed in documents. */
export interface PdfFontFile {
  embedInto(doc: PDFDocument): Promise<PdfFont>;
}

export async function readPdfFont(weight: keyof typeof FONT_FILES): Promise<PdfFontFile> {
  const fontkit = loadFontkit();
  const bytes = await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[weight]}`));
  const glyphs = fontkit.create(bytes);
  return {
    async embedInto(doc) {
      doc.registerFontkit(fontkit);
      const pdf = await doc.embedFont(bytes, { subset: true });
      return { pdf, has: (codePoint) => glyphs.hasGlyphForCodePoint(codePoint) };
    },
  };
}

/**
 * `text` as `font` can draw it on one line: a letter the font lacks loses its accent where that
 * leaves one it has, and becomes "?" otherwise (Chinese, Japanese and Korean, which DejaVu lacks,
 * and the right-to-left scripts below).
 */
export function drawable(font: PdfFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (canDraw(font, char)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && base !== char && [...base].every((c) => canDraw(font, c)) ? base : '?';
    }
  }
  return out;
}

/**
 * Scripts written right to left. pdf-lib draws a line's characters in the order they are stored,
 * with no reordering (the Unicode bidirectional algorithm) and, in a line that is not all Arabic, no
 * joined letters: such a word would show reversed and broken apart, worse than "?".
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

function canDraw(font: PdfFont, char: string): boolean {
  const codePoint = char.codePointAt(0)!;
  // Control characters have no glyph to draw, whatever the font's table says.
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return false;
  return !RIGHT_TO_LEFT.test(char) && font.has(codePoint);
}

/** A light diagonal line across the page's middle and a footer line, both saying `text`. */
function markPage(page: PDFPage, font: PDFFont, text: string): void {
  const { degrees, rgb } = loadPdfLib();
  const { width, height } = page.getSize();
  const angle = Math.atan2(height, width);
  // As large as fits along the diagonal, within reason.
  const diagonal = Math.hypot(width, height);
  const size = Math.max(12, Math.min(48, (diagonal * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1))));
  const textWidth = font.widthOfTextAtSize(text, size);
  page.drawText(text, {
    x: width / 2 - (textWidth / 2) * Math.cos(angle) + (size / 3) * Math.sin(angle),
    y: height / 2 - (textWidth / 2) * Math.sin(angle) - (size / 3) * Math.cos(angle),
    size,
    font,
    rotate: degrees((angle * 180) / Math.PI),
    color: rgb(0.55, 0.55, 0.55),
    opacity: 0.18,
  });
  page.drawText(text, { x: 24, y: 14, size: 8, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.9 });
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

/** Lines of at most `maxWidth` points in `font` at FONT_SIZE (a word longer than a line is cut). */
function wrapLines(font: PDFFont, paragraph: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/ +/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, FONT_SIZE) <= maxWidth) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, FONT_SIZE) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), FONT_SIZE) > maxWidth) cut -= 1;
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
  page.drawText(drawable(bold, title), { x: MARGIN, y, size: 14, font: bold.pdf });
  y -= LINE_HEIGHT * 2;
  for (const paragraph of text.split(/\n/)) {
    const lines = paragraph.trim() ? wrapLines(font.pdf, drawable(font, paragraph.trim()), maxWidth) : [''];
    for (const line of lines) {
      if (y < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      if (line) page.drawText(line, { x: MARGIN, y, size: FONT_SIZE, font: font.pdf });
      y -= LINE_HEIGHT;
    }
  }
  const safe = drawable(font, watermark);
  for (const each of doc.getPages()) markPage(each, font.pdf, safe);
  return doc.save();
}
