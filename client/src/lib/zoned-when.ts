import { formatEventDate, formatEventTime } from './format-when';
import { timeZoneInWords } from './time-zone-words';

/** A day and time on a named clock, as the API keeps an interview's: YYYY-MM-DD, HH:MM, an IANA zone. */
export interface WallClock {
  date: string;
  time: string;
  timeZone: string;
}

/** "Tuesday 3 June 2031 at 10:00 AM London time": the moment on its own clock, and the zone in words. */
export function formatZonedWhen({ date, time, timeZone }: WallClock): string {
  return `${formatEventDate(date)} at ${formatEventTime(time)} ${timeZoneInWords(timeZone)}`;
}

/** The zone the viewer's browser keeps its clock in. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An instant's day and time on `zone`'s clock ("2031-06-03", "10:00"), or null when either is unreadable. */
export function wallClockIn(iso: string, zone: string): { date: string; time: string } | null {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(when);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * The instant `startsAt` on the viewer's clock ("Tuesday 3 June 2031 at 3:00 AM"), or null when
 * that clock reads the same day and time as `own` (the same zone, or one keeping the same time):
 * a second line saying the same would only be noise.
 */
export function viewerWhen(
  startsAt: string,
  own: Pick<WallClock, 'date' | 'time'>,
  zone: string = viewerTimeZone(),
): string | null {
  const local = wallClockIn(startsAt, zone);
  if (!local || (local.date === own.date && local.time === own.time)) return null;
  return `${formatEventDate(local.date)} at ${formatEventTime(local.time)}`;
}

/** 45 -> "45 minutes", 60 -> "1 hour", 90 -> "1 hour 30 minutes". */
export function formatDuration(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const words = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    minutes > 0 || hours === 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return words.filter(Boolean).join(' ');
}
