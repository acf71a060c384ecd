import { formatDuration, formatZonedWhen, viewerWhen, wallClockIn } from '../../../client/src/lib/zoned-when';

describe('a moment on its own clock and on the viewer’s', () => {
  it('writes the day and time on the interview’s own clock with its zone in words', () => {
    expect(formatZonedWhen({ date: '2031-06-03', time: '10:00', timeZone: 'Europe/London' })).toBe(
      'Tuesday 3 June 2031 at 10:00 AM London time',
    );
    expect(formatZonedWhen({ date: '2031-12-31', time: '23:30', timeZone: 'UTC' })).toBe(
      'Wednesday 31 December 2031 at 11:30 PM UTC',
    );
  });

  it('reads an instant on a named clock, summer time included', () => {
    expect(wallClockIn('2031-06-03T09:00:00.000Z', 'Europe/London')).toEqual({ date: '2031-06-03', time: '10:00' });
    expect(wallClockIn('2031-01-03T09:00:00.000Z', 'Europe/London')).toEqual({ date: '2031-01-03', time: '09:00' });
    expect(wallClockIn('2031-06-03T22:00:00.000Z', 'Asia/Tokyo')).toEqual({ date: '2031-06-04', time: '07:00' });
    // Midnight is 00, not 24.
    expect(wallClockIn('2031-06-03T04:00:00.000Z', 'America/New_York')).toEqual({ date: '2031-06-03', time: '00:00' });
    expect(wallClockIn('soon', 'UTC')).toBeNull();
    expect(wallClockIn('2031-06-03T09:00:00.000Z', 'Not/AZone')).toBeNull();
  });

  it('gives the viewer’s own day and time when their clock reads differently, crossing midnight too', () => {
    const own = { date: '2031-06-04', time: '14:30' };
    expect(viewerWhen('2031-06-04T18:30:00.000Z', own, 'Europe/Lisbon')).toBe('Wednesday 4 June 2031 at 7:30 PM');
    expect(viewerWhen('2031-06-04T18:30:00.000Z', own, 'Asia/Tokyo')).toBe('Thursday 5 June 2031 at 3:30 AM');
  });

  it('gives nothing when the viewer’s clock reads the same, in the same zone or another keeping that time', () => {
    const own = { date: '2031-06-03', time: '10:00' };
    expect(viewerWhen('2031-06-03T09:00:00.000Z', own, 'Europe/London')).toBeNull();
    expect(viewerWhen('2031-06-03T09:00:00.000Z', own, 'Europe/Lisbon')).toBeNull();
  });

  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [121, '2 hours 1 minute'],
    [0, '0 minutes'],
  ])('writes %i minutes as "%s"', (minutes, words) => {
    expect(formatDuration(minutes)).toBe(words);
  });
});
