const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

// One date format across the product, in British English like the short forms below: day before
// month, the long form on detail pages ("Saturday 14 June 2025"), the short one in lists ("14 Jun").
const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * A long day from Intl's parts, put in order here: ICU versions disagree on the comma after the
 * weekday in en-GB ("Saturday 14 June 2025" or "Saturday, 14 June 2025"), the browser and Node
 * may differ, and a date must read the same on the server-drawn page and in the app.
 */
function longDay(format: Intl.DateTimeFormat, when: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(when).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

// The API's date is a calendar day, not an instant: formatting it in UTC keeps it the same day in
// every visitor's time zone (a local-time Date would show the day before west of Greenwich).
const dateFormat = new Intl.DateTimeFormat('en-GB', { ...LONG_DAY, timeZone: 'UTC' });

/** "2025-06-14" -> "Saturday 14 June 2025"; anything unexpected is shown as it came. */
export function formatEventDate(date: string): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over into March; such a value is shown raw rather than wrongly.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return date;
  return longDay(dateFormat, utc);
}

/**
 * "14:30" -> "2:30 PM". Written by hand because Intl's output differs between ICU versions (some
 * put a narrow no-break space before "PM"), and the time needs no time zone either.
 */
export function formatEventTime(time: string): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${minutes} ${suffix}`;
}

// A moment (a row's createdAt) is shown in the reader's own time zone, in the words the public
// site uses for event dates and times.
const dayFormat = new Intl.DateTimeFormat('en-GB', LONG_DAY);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as its local day: "2025-06-14T09:05:00Z" -> "Saturday 14 June 2025" (in UTC). */
export function formatDay(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : longDay(dayFormat, when);
}

/** An ISO instant as its local day and time: "Saturday 14 June 2025 at 9:05 AM" (in UTC). */
export function formatMoment(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return `${longDay(dayFormat, when)} at ${formatEventTime(`${pad(when.getHours())}:${pad(when.getMinutes())}`)}`;
}

/** An ISO instant as its local time of day: "2025-06-14T14:05:00Z" -> "2:05 PM" (in UTC). */
export function formatTimeOfDay(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return formatEventTime(`${pad(when.getHours())}:${pad(when.getMinutes())}`);
}

// ---- short forms, for lists (the back office's rows), in the same British English.

const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const shortDayYearFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Up to this age a moment reads as "2 d ago"; older, as its day. */
const RELATIVE_DAYS = 7;

/**
 * An ISO instant as its local day in a list: "26 Nov" this year, "26 Nov 2025" another year.
 * `now` (ms) says which year is this one; tests pass a fixed one.
 */
export function formatShortDay(iso: string, now: number = Date.now()): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  const format = when.getFullYear() === new Date(now).getFullYear() ? shortDayFormat : shortDayYearFormat;
  // Some ICU versions write "Sept" for September; a list wants the three letters throughout.
  return format.format(when).replace('Sept', 'Sep');
}

/**
 * An ISO instant as its age where recency matters: "just now", "5 min ago", "3 h ago", "2 d ago"
 * (under a week), then its short day ("26 Nov"). A moment ahead of `now` (a clock apart) is "just now".
 */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const when = new Date(iso).getTime();
  if (Number.isNaN(when)) return iso;
  const age = now - when;
  if (age < MINUTE_MS) return 'just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)} min ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)} h ago`;
  if (age < RELATIVE_DAYS * DAY_MS) return `${Math.floor(age / DAY_MS)} d ago`;
  return formatShortDay(iso, now);
}
