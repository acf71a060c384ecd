import { readFile } from 'node:fs/promises';

import type { PDFDocument, PDFFont, PDFPage, PDFPageDrawTextOptions } from 'pdf-lib';

import { loadBidi, loadFontkit, loadPdfLib } from '../../lib/packages-on-first-use';

/**
 * A font the PDFs are set in, and which characters it has. DejaVu Sans (the dejavu-fonts-ttf
 * package): the fonts built into every PDF reader cover Latin-1 only, which drew a Polish, Czech or
 * Turkish name without its letters and a Greek, Cyrillic, Hebrew or Arabic resume as question
 * marks. Only the glyphs a document uses are embedded in it.
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
 * leaves one it has, and becomes "?" otherwise (Chinese, Japanese and Korean: DejaVu has none).
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

function canDraw(font: PdfFont, char: string): boolean {
  const codePoint = char.codePointAt(0)!;
  // Control characters have no glyph to draw, whatever the font's table says.
  return codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0) && font.has(codePoint);
}

/** Characters of right-to-left scripts (bidirectional types R and AL). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]|\ud802[\udc00-\udfff]|\ud83a[\udc00-\udfff]/;

/** The direction a paragraph reads in: that of its first letter with one (the bidirectional algorithm's rule). */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  if (!RIGHT_TO_LEFT.test(text)) return 'ltr';
  const levels = loadBidi().getEmbeddingLevels(text, 'auto');
  return levels.paragraphs[0]!.level % 2 === 1 ? 'rtl' : 'ltr';
}

/** A piece of a line drawn in one go, `offset` points from the line's left end. */
interface PlacedRun {
  text: string;
  offset: number;
}

/** A line's pieces from left to right, and its width. */
export interface LaidOutLine {
  runs: PlacedRun[];
  width: number;
}

/**
 * `text` (one line, in the order it is stored) as it is drawn from left to right: pdf-lib draws
 * characters in the order it is given them, so a line with right-to-left text is cut into runs of
 * one direction by the Unicode bidirectional algorithm (bidi-js), ordered for display, with the
 * brackets of right-to-left runs mirrored. Each right-to-left run is handed over in stored order:
 * fontkit shapes it (Arabic letters joined) and reverses its glyphs itself.
 */
export function layoutLine(font: PDFFont, text: string, size: number, direction: 'ltr' | 'rtl'): LaidOutLine {
  if (!RIGHT_TO_LEFT.test(text)) {
    return { runs: [{ text, offset: 0 }], width: font.widthOfTextAtSize(text, size) };
  }
  const bidi = loadBidi();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const chars = text.split('');
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels)) chars[index] = mirrored;
  // Runs of one level, in stored order.
  const runs: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[index]) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level: levels[index]! });
  }
  // Display order (rule L2): from the highest level down to the lowest odd one, reverse every
  // stretch of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let from = 0; from < runs.length; from += 1) {
      if (runs[from]!.level < level) continue;
      let to = from;
      while (to + 1 < runs.length && runs[to + 1]!.level >= level) to += 1;
      runs.splice(from, to - from + 1, ...runs.slice(from, to + 1).reverse());
      from = to;
    }
  }
  const placed: PlacedRun[] = [];
  let width = 0;
  for (const run of runs) {
    let piece = chars.slice(run.start, run.end).join('');
    // fontkit reverses a run whose script is right-to-left; one of neutrals alone ("?!") it would not.
    if (run.level % 2 === 1 && !RIGHT_TO_LEFT.test(piece)) piece = [...piece].reverse().join('');
    placed.push({ text: piece, offset: width });
    width += font.widthOfTextAtSize(piece, size);
  }
  return { runs: placed, width };
}

/** pdf-lib's drawText options for every run of a line, with the line's slant in degrees (counter-clockwise). */
export type LineStyle = Omit<PDFPageDrawTextOptions, 'x' | 'y' | 'rotate'> & { rotateDegrees?: number };

/** Draws a laid-out line with its left end at (x, y); on a slanted line the runs follow the slant. */
export function drawLine(page: PDFPage, line: LaidOutLine, x: number, y: number, style: LineStyle): void {
  const { degrees } = loadPdfLib();
  const { rotateDegrees = 0, ...options } = style;
  const radians = (rotateDegrees * Math.PI) / 180;
  for (const run of line.runs) {
    page.drawText(run.text, {
      ...options,
      x: x + run.offset * Math.cos(radians),
      y: y + run.offset * Math.sin(radians),
      rotate: degrees(rotateDegrees),
    });
  }
}
