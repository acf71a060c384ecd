import { visibleLines } from '../job-posting';

/**
 * Keys for lines that may repeat ("Good communication" twice): the text plus how many times that
 * text came before, so a line keeps its key when lines around it change, unlike an array index.
 */
function keyedLines(lines: readonly string[]) {
  const seen = new Map<string, number>();
  return lines.map((text) => {
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    return { key: `${occurrence}:${text}`, text };
  });
}

/** A titled bullet list of a job's lines, blank lines hidden; nothing when no line is left. */
export function LineList({ title, lines }: { title: string; lines: readonly string[] }) {
  const shown = visibleLines(lines);
  if (shown.length === 0) return null;
  return (
    <section className="job-details__section">
      <h3>{title}</h3>
      <ul>
        {keyedLines(shown).map(({ key, text }) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
