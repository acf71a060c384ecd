export type MessageTone = 'success' | 'error';

/**
 * The message line under a form: red on error, green otherwise (SPEC section 2). It is a live
 * region, so a screen reader announces each new message. Renders nothing without a message.
 */
export function FormMessage({ message, tone }: { message: string | null | undefined; tone: MessageTone }) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message ?? ''}
    </p>
  );
}
