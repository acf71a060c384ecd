import { formatEventDate, formatEventTime } from '../../../client/src/features/events/format-event-when';

describe('event date and time formatting', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati'])('keeps the calendar day in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatEventDate('2025-01-01')).toBe('Wednesday, January 1, 2025');
    expect(formatEventDate('2024-12-31')).toBe('Tuesday, December 31, 2024');
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
