import { pipelineMessages as messages } from '../pipeline-messages';

/** The board's keys, in a line under its title. */
export function KeyboardHint() {
  return (
    <p className="pipeline__keys">
      <strong>{messages.keyboardTitle}:</strong>{' '}
      {messages.keys.map(([keys, what], index) => (
        <span key={keys}>
          <kbd>{keys}</kbd> {what}
          {index < messages.keys.length - 1 ? '; ' : '.'}
        </span>
      ))}
    </p>
  );
}
