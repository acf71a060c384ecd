import { formatEventDate, formatEventTime } from '../../../client/src/lib/format-when';
import { timeZoneInWords } from '../../../client/src/lib/time-zone-words';
import { clockInWords, dayInWords, eventStartInWords, zoneInWords } from '../../../server/src/lib/date-words';

describe("an event's start in words, on the server", () => {
  it('writes the long day, the 12-hour clock and the zone as a city', () => {
    expect(eventStartInWords('2031-07-01', '18:30', 'Europe/London')).toBe(
      'Tuesday 1 July 2031 at 6:30 PM London time',
    );
    expect(eventStartInWords('2031-12-25', '00:05', 'America/New_York')).toBe(
      'Thursday 25 December 2031 at 12:05 AM New York time',
    );
    expect(eventStartInWords('2032-02-29', '12:00', 'UTC')).toBe('Sunday 29 February 2032 at 12:00 PM UTC');
  });

  it('gives back what is no day, time or known zone as it came', () => {
    expect(dayInWords('2031-02-30')).toBe('2031-02-30');
    expect(dayInWords('soon')).toBe('soon');
    expect(clockInWords('24:00')).toBe('24:00');
    expect(zoneInWords('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons');
    expect(zoneInWords('Etc/GMT+5')).toBe('Etc/GMT+5');
  });

  // The client draws the same page after the server's rendition and writes dates everywhere
  // else: the two builds share no code, so they are held to one answer here.
  it.each([
    ['2031-07-01', '18:30', 'Europe/London'],
    ['2030-01-06', '09:00', 'Asia/Kolkata'],
    ['2029-11-30', '23:59', 'America/Argentina/Buenos_Aires'],
    ['2028-02-29', '00:00', 'Etc/UTC'],
    ['2031-04-31', '7:00', 'Nowhere/Special'],
  ])('says %s %s %s exactly as the client does', (date, time, zone) => {
    expect(dayInWords(date)).toBe(formatEventDate(date));
    expect(clockInWords(time)).toBe(formatEventTime(time));
    expect(zoneInWords(zone)).toBe(timeZoneInWords(zone));
  });
});
