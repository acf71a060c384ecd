import { fileNamePart, toCsv } from '../../../client/src/lib/csv';
import { fileNameFromDisposition } from '../../../client/src/lib/download';

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, quoting cells that need it', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Ada Lovelace', 'says "hi", twice'],
        ['Grace', 'line one\nline two'],
        ['Empty', null],
      ],
    );
    expect(csv).toBe('Name,Note\r\nAda Lovelace,"says ""hi"", twice"\r\nGrace,"line one\nline two"\r\nEmpty,\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['=SUM(A1)', '+1', '-2', '@cmd']])).toBe(
      "a,b,c,d\r\n'=SUM(A1),'+1,'-2,'@cmd\r\n",
    );
  });
});

describe('fileNamePart', () => {
  it('keeps letters and digits and turns spaces into dashes', () => {
    expect(fileNamePart('Senior Recruiter (London) 2026!')).toBe('senior-recruiter-london-2026');
  });

  it('falls back to "export" when nothing usable is left', () => {
    expect(fileNamePart('!!!')).toBe('export');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename* parameter', () => {
    expect(fileNameFromDisposition(`attachment; filename="resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)).toBe(
      'Résumé.pdf',
    );
  });

  it('reads a quoted or bare filename, and answers null without one', () => {
    expect(fileNameFromDisposition('attachment; filename="cv.docx"')).toBe('cv.docx');
    expect(fileNameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
