import { shownLines } from '../job-lines';

/**
 * A titled bullet list of one of a job's lists, blank lines hidden; nothing when none is left.
 * A line may repeat, so its key is the text with its occurrence number, never its position.
 */
export function JobLineList({ heading, lines }: { heading: string; lines: readonly string[] }) {
  const shown = shownLines(lines);
  if (shown.length === 0) return null;
  const seen = new Map<string, number>();
  return (
    <section className="job-admin-details__section">
      <h3>{heading}</h3>
      <ul>
        {shown.map((line) => {
          const count = (seen.get(line) ?? 0) + 1;
          seen.set(line, count);
          return <li key={`${line}\u0000${count}`}>{line}</li>;
        })}
      </ul>
    </section>
  );
}
