/**
 * An event's start in words, for e-mails and the server-drawn event page: "Tuesday 1 July 2031
 * at 6:30 PM London time". The client writes the same words (client/src/lib/format-when.ts and
 * time-zone-words.ts); the two builds share no code, so tests/server/lib/date-words.test.ts holds
 * them to one answer. Hand-written over Intl for the reasons given there: ICU versions disagree
 * on commas, on the space before "PM", and have no city name for a zone.
 */

/**
 * Made on first use: the first Intl date format a process makes loads ICU's locale and time zone
 * data, about 6 MB of the idle server's memory, which a server that has drawn no date yet does
 * without (docs/performance.md).
 */
let weekdayDayMonthYear: Intl.DateTimeFormat | undefined;

/** "2031-07-01" -> "Tuesday 1 July 2031"; a value that is no calendar day is given back as it came. */
export function dayInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || noon.getUTCDate() !== day || noon.getUTCMonth() !== month - 1) return date;
  const parts = new Map(
    (weekdayDayMonthYear ??= new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }))
      .formatToParts(noon)
      .map((part) => [part.type, part.value]),
  );
  return ['weekday', 'day', 'month', 'year'].map((type) => parts.get(type as Intl.DateTimeFormatPartTypes)).join(' ');
}

/** "18:30" -> "6:30 PM"; anything else as it came. */
export function clockInWords(time: string): string {
  const found = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!found) return time;
  const hour = Number(found[1]);
  return `${hour % 12 || 12}:${found[2]} ${hour >= 12 ? 'PM' : 'AM'}`;
}

/** "Europe/London" -> "London time", "UTC" -> "UTC"; a zone Intl does not know, or an offset zone, as it came. */
export function zoneInWords(zone: string): string {
  let known: string;
  try {
    known = new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  if (known === 'UTC' || /^(Etc\/)?(UTC|GMT|UCT|Universal|Zulu)$/i.test(zone)) return 'UTC';
  if (known.startsWith('Etc/')) return zone;
  return `${(zone.split('/').pop() ?? zone).replaceAll('_', ' ')} time`;
}

/** An event's own date, time and zone in words: "Tuesday 1 July 2031 at 6:30 PM London time". */
export function eventStartInWords(date: string, time: string, zone: string): string {
  return `${dayInWords(date)} at ${clockInWords(time)} ${zoneInWords(zone)}`;
}
