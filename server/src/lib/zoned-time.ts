/**
 * Wall-clock times in an IANA time zone, turned into instants. Written by hand on Intl because
 * Node 20 has no Temporal and this is the one conversion the product needs (the offset of a zone
 * at a moment): a date library would add a dependency for ten lines.
 */

/** True when `zone` is an IANA time zone name this runtime knows (e.g. `Europe/London`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  // The default EVENT_TIME_ZONE, checked at every start: known without asking ICU (see date-words.ts).
  if (zone === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function offsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks of `zone` show `date` (YYYY-MM-DD) and `time` (HH:MM). A time
 * skipped by a daylight-saving change is moved forward by the gap, as calendar programs do; a
 * time that happens twice is taken the first time.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // A change of offset is never closer than a day to another: the offsets half a day either side
  // are the only two the wall time can mean.
  const before = wall - offsetMs(zone, wall - 12 * 3600_000);
  const after = wall - offsetMs(zone, wall + 12 * 3600_000);
  const shows = (instant: number) => instant + offsetMs(zone, instant) === wall;
  const valid = [before, after].filter(shows);
  // None valid: the time falls in a gap, and the offset before it moves it forward by the gap.
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** `instant` as the zone's wall clock: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + offsetMs(zone, instant.getTime()));
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
