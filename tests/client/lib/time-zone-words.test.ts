import { timeZoneInWords } from '../../../client/src/lib/time-zone-words';

describe('time zones in words', () => {
  it.each([
    ['Europe/London', 'London time'],
    ['America/New_York', 'New York time'],
    ['Asia/Kolkata', 'Kolkata time'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires time'],
    ['UTC', 'UTC'],
    ['Etc/UTC', 'UTC'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
    ['Not/AZone', 'Not/AZone'],
  ])('writes %s as %s', (zone, words) => {
    expect(timeZoneInWords(zone)).toBe(words);
  });
});
