import { formatAgo, formatShortDay } from '../../../client/src/lib/format-when';

// Noon UTC is the same calendar day in every zone from UTC-11 to UTC+11.
const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('short dates in lists', () => {
  it('writes a day of this year as day and month', () => {
    expect(formatShortDay('2026-11-26T12:00:00.000Z', NOW)).toBe('26 Nov');
    expect(formatShortDay('2026-09-03T12:00:00.000Z', NOW)).toBe('3 Sep');
  });

  it('adds the year to a day of another year', () => {
    expect(formatShortDay('2025-11-26T12:00:00.000Z', NOW)).toBe('26 Nov 2025');
  });

  it('shows a value it cannot read as it came', () => {
    expect(formatShortDay('soon', NOW)).toBe('soon');
    expect(formatAgo('soon', NOW)).toBe('soon');
  });
});

describe('ages where recency matters', () => {
  it.each([
    ['2026-11-27T11:59:30.000Z', 'just now'],
    ['2026-11-27T12:00:30.000Z', 'just now'],
    ['2026-11-27T11:55:00.000Z', '5 min ago'],
    ['2026-11-27T09:00:00.000Z', '3 h ago'],
    ['2026-11-25T11:00:00.000Z', '2 d ago'],
    ['2026-11-21T12:00:00.000Z', '6 d ago'],
    ['2026-11-20T12:00:00.000Z', '20 Nov'],
    ['2025-11-20T12:00:00.000Z', '20 Nov 2025'],
  ])('writes %s as "%s" at noon on 27 Nov 2026', (iso, shown) => {
    expect(formatAgo(iso, NOW)).toBe(shown);
  });
});
