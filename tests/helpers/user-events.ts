import userEvent from '@testing-library/user-event';

/** Whether jest's modern fake timers are installed (the check @testing-library/dom makes too). */
function fakeTimersInstalled(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
}

/**
 * A user-event session that works with real and fake timers alike. A test of an in-flight state
 * (a busy button, a loading note after a click) installs fake timers first: the mocked answer,
 * delayed by a timer, then waits until the test lets time pass, however slow the machine is.
 */
export function setupUser() {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (fakeTimersInstalled()) jest.advanceTimersByTime(ms);
    },
  });
}
