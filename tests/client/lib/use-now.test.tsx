import { act, renderHook } from '@testing-library/react';

import { useClock, useNow } from '../../../client/src/lib/use-now';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

const START = Date.parse('2026-11-28T10:00:00Z');

describe('useNow', () => {
  it('is the time of the first render, read again when a given moment passes, and not before', () => {
    const moment = START + 90_000;
    const { result } = renderHook(() => useNow([START - 1_000, moment]));
    expect(result.current).toBe(START);
    act(() => jest.advanceTimersByTime(89_999));
    expect(result.current).toBe(START);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(moment);
  });
});

describe('useClock', () => {
  it('reads the time again at every interval while mounted, and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useClock(60_000));
    expect(result.current).toBe(START);
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current).toBe(START);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(START + 60_000);
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe(START + 120_000);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
