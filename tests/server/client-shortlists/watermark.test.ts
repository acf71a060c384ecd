import { loadPdfLib } from '../../../server/src/lib/packages-on-first-use';
import { ResumeTextExtractor } from '../../../server/src/modules/applications/resume-text-extractor';
import {
  textAsWatermarkedPdf,
  watermarkPdf,
} from '../../../server/src/modules/client-shortlists/client-shortlist-watermark';
import { layoutLine, paragraphDirection, readPdfFont } from '../../../server/src/modules/client-shortlists/pdf-text';
import { pdfBytes } from '../../helpers/files';

// The PDFs a client reads, read back by the same PDF.js the resume search uses.
const extractor = new ResumeTextExtractor();
afterAll(() => extractor.close());

async function textOf(pdf: Uint8Array): Promise<string> {
  const outcome = await extractor.extract('pdf', Buffer.from(pdf));
  if (!('text' in outcome)) throw new Error(`The PDF could not be read back: ${JSON.stringify(outcome)}`);
  return outcome.text;
}

describe('the PDFs a client shortlist sends', () => {
  it('set a Word resume’s text in every European alphabet, with its title and the watermark', async () => {
    const lines = [
      'Łukasz Wiśniewski, Kraków: office manager, Škoda and Ørsted.',
      'Şükrü Öztürk, İzmir. Ελληνικά: Γιώργος Παπαδόπουλος, Αθήνα.',
      'Кирилл Иванов, Москва — бухгалтер. Ірина Шевченко, Київ.',
    ];
    const pdf = await textAsWatermarkedPdf(
      lines.join('\n'),
      'Łukasz Wiśniewski — CV',
      'Shared with Brønnøysund AŞ on 2026-11-29',
    );
    const text = await textOf(pdf);
    expect(text).toContain('Łukasz Wiśniewski — CV');
    for (const line of lines) expect(text).toContain(line);
    // Diagonally across the page and in its footer.
    expect(text.split('Shared with Brønnøysund AŞ on 2026-11-29').length - 1).toBe(2);
  });

  it('set right-to-left paragraphs in display order, numbers and mixed lines included, and Chinese as "?"', async () => {
    const lines = [
      'שלום עולם, ניסיון של 7 שנים.',
      'مرحبا بالعالم: خبرة 12 سنة في الموارد البشرية.',
      'Lina Haddad — لينا حداد — HR, Beirut.',
    ];
    const text = await textOf(await textAsWatermarkedPdf([...lines, '王小明 2024'].join('\n'), 'CV', 'Shared with X'));
    // PDF.js reads a right-to-left run back in stored order only when it was drawn in display order.
    for (const line of lines) expect(text).toContain(line);
    expect(text).toContain('??? 2024');
  });

  it('lay a line out in runs of one direction, from left to right, with mirrored brackets', async () => {
    const doc = await loadPdfLib().PDFDocument.create();
    const font = (await (await readPdfFont('regular')).embedInto(doc)).pdf;
    const mixed = layoutLine(font, 'Shared with לינה on 2026', 10, 'ltr');
    expect(mixed.runs.map((run) => run.text)).toEqual(['Shared with ', 'לינה', ' on 2026']);
    expect(mixed.runs.map((run) => run.offset)).toEqual([
      0,
      font.widthOfTextAtSize('Shared with ', 10),
      font.widthOfTextAtSize('Shared with ', 10) + font.widthOfTextAtSize('לינה', 10),
    ]);
    // A right-to-left paragraph: the number comes first from the left; the run keeps its stored
    // order (fontkit reverses its glyphs) with its brackets swapped, as they show reading leftwards.
    expect(layoutLine(font, '(שלום) 42', 10, 'rtl').runs.map((run) => run.text)).toEqual(['42', ')שלום( ']);
    expect(paragraphDirection('לינה Haddad')).toBe('rtl');
    expect(paragraphDirection('Lina حداد')).toBe('ltr');
  });

  it('put the watermark with the client’s own letters on every page of a PDF resume', async () => {
    const text = await textOf(await watermarkPdf(pdfBytes('Plain resume'), 'Shared with Łódź Kadry on 2026-11-29'));
    expect(text).toContain('Plain resume');
    expect(text.split('Shared with Łódź Kadry on 2026-11-29').length - 1).toBe(2);
  });
});
