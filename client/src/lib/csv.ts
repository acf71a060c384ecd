/**
 * Builds an RFC 4180 CSV document (CRLF line ends, fields quoted when needed). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) are prefixed with an apostrophe:
 * applicants type these values, and an export must never execute them.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file name made safe for downloads: letters, digits, dashes; "export" when nothing is left. */
export function fileNamePart(text: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return part || 'export';
}
