import {
  cleanResumeText,
  RESUME_TEXT_MAX_CHARS,
  ResumeTextExtractor,
} from '../../../server/src/modules/applications/resume-text-extractor';
import { docxBytes, pdfBytes, zipBytes } from '../../helpers/files';

describe('ResumeTextExtractor (a worker thread running PDF.js and mammoth)', () => {
  const extractor = new ResumeTextExtractor({ timeoutMs: 20_000, idleMs: 60_000, maxHeapMb: 256 });
  afterAll(() => extractor.close());

  it('reads the words of a real PDF', async () => {
    await expect(extractor.extract('pdf', pdfBytes('Quantitative hydrologist since 2009'))).resolves.toEqual({
      text: 'Quantitative hydrologist since 2009',
    });
  });

  it('reads the paragraphs of a real DOCX, one per line', async () => {
    const outcome = await extractor.extract(
      'docx',
      docxBytes(['Jane Doe', 'Led a   team of <seven> & shipped', 'Speaks Basque']),
    );
    expect(outcome).toEqual({ text: 'Jane Doe\n\nLed a team of <seven> & shipped\n\nSpeaks Basque' });
  });

  it('says a file that is not what it claims is unreadable, and reads the next file all the same', async () => {
    const broken = await extractor.extract('pdf', Buffer.from('%PDF-1.4\nthis is no PDF at all'));
    expect(broken).toEqual({ unreadable: expect.any(String) });
    const notWord = await extractor.extract('docx', zipBytes({ 'readme.txt': 'hello' }));
    expect(notWord).toEqual({ unreadable: expect.any(String) });
    await expect(extractor.extract('pdf', pdfBytes('Still reading'))).resolves.toEqual({ text: 'Still reading' });
  });

  it('fails the attempt (rejects) when the time runs out, and a new thread serves the next file', async () => {
    const hurried = new ResumeTextExtractor({ timeoutMs: 1, idleMs: 60_000, maxHeapMb: 256 });
    try {
      await expect(hurried.extract('pdf', pdfBytes('Too slow'))).rejects.toThrow(/longer than 1 ms/);
    } finally {
      await hurried.close();
    }
    await expect(extractor.extract('docx', docxBytes(['After a timeout elsewhere']))).resolves.toEqual({
      text: 'After a timeout elsewhere',
    });
  });
});

describe('cleanResumeText', () => {
  it('drops control characters, folds blanks and blank lines, and caps the length', () => {
    expect(cleanResumeText('  A\u0000B\u0002C\t\t D \n\n\n  E\r\nF  ')).toBe('A B C D\n\nE\nF');
    expect(cleanResumeText('word '.repeat(RESUME_TEXT_MAX_CHARS))).toHaveLength(RESUME_TEXT_MAX_CHARS - 1);
    expect(cleanResumeText('abcdef', 4)).toBe('abcd');
  });
});
