import {
  formatDay,
  formatEventDate,
  formatEventTime,
  formatMoment,
  formatTimeOfDay,
} from '../../../client/src/lib/format-when';

describe('event date and time formatting', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati'])('keeps the calendar day in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatEventDate('2025-01-01')).toBe('Wednesday 1 January 2025');
    expect(formatEventDate('2024-12-31')).toBe('Tuesday 31 December 2024');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatEventTime(time)).toBe(shown);
  });

  it('shows values it cannot read as they came', () => {
    expect(formatEventDate('2025-02-30')).toBe('2025-02-30');
    expect(formatEventDate('soon')).toBe('soon');
    expect(formatEventTime('25:00')).toBe('25:00');
  });
});

describe('moments in the back office, written as the public site writes dates and times', () => {
  it('writes a timestamp as a weekday date and a 12-hour time', () => {
    // Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
    expect(formatMoment('2025-03-01T12:00:00.000Z')).toMatch(/^Saturday 1 March 2025 at \d{1,2}:00 [AP]M$/);
    expect(formatDay('2025-03-01T12:00:00.000Z')).toBe('Saturday 1 March 2025');
  });

  it('writes the time of day alone as a 12-hour time in the reader’s zone', () => {
    const at = new Date(2025, 2, 1, 14, 5);
    expect(formatTimeOfDay(at.toISOString())).toBe('2:05 PM');
    expect(formatTimeOfDay(new Date(2025, 2, 1, 0, 30).toISOString())).toBe('12:30 AM');
  });

  it('shows anything that is not a timestamp as it came', () => {
    expect(formatTimeOfDay('later')).toBe('later');
    expect(formatMoment('soon')).toBe('soon');
    expect(formatDay('')).toBe('');
  });
});
