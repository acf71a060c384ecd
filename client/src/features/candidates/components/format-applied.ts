import { formatMoment } from '../../../lib/format-when';

/** When an application arrived, as the public site writes dates and times, in the reader's zone. */
export function formatApplied(createdAt: string): string {
  return formatMoment(createdAt);
}
