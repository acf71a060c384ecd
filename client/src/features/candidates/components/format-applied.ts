const appliedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When an application arrived, as a date in the reader's time zone ("Mar 1, 2025"). */
export function formatApplied(createdAt: string): string {
  const when = new Date(createdAt);
  return Number.isNaN(when.getTime()) ? createdAt : appliedFormat.format(when);
}
