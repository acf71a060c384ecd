/** One point per line: each line trimmed, blank lines dropped (any line ending). */
export function textToLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines that show: a blank line (a stray Enter when the job was typed) is hidden. */
export function shownLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}
