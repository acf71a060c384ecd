import { ResumeTextExtractor } from '../../../server/src/modules/applications/resume-text-extractor';
import {
  textAsWatermarkedPdf,
  watermarkPdf,
} from '../../../server/src/modules/client-shortlists/client-shortlist-watermark';
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

  it('draw "?" for what the font cannot draw as written: Chinese, and right-to-left scripts', async () => {
    const text = await textOf(await textAsWatermarkedPdf('王小明 2024; שלום 7; مرحبا 12.', 'CV', 'Shared with X'));
    expect(text).toContain('??? 2024; ???? 7; ????? 12.');
  });

  it('put the watermark with the client’s own letters on every page of a PDF resume', async () => {
    const text = await textOf(await watermarkPdf(pdfBytes('Plain resume'), 'Shared with Łódź Kadry on 2026-11-29'));
    expect(text).toContain('Plain resume');
    expect(text.split('Shared with Łódź Kadry on 2026-11-29').length - 1).toBe(2);
  });
});
