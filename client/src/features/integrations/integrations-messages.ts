import { successLine } from '../../lib/success-line';

/** What the integrations screen says. */
export const integrationsMessages = {
  loading: 'Loading...',
  failure: 'We could not load this. Please try again.',
  fallbackError: 'That did not work. Please try again.',
  noKeys: 'No API keys yet.',
  noEndpoints: 'No webhook endpoints yet.',
  keyCreated: 'Copy this key now: it is not shown again.',
  endpointCreated: 'Copy this signing secret now: it is not shown again.',
  rotateSecret: 'Rotate secret',
  rotated: (url: string, until: string) =>
    `New signing secret for ${url}: copy it now, it is not shown again. Until ${until} deliveries are signed with the previous one too.`,
  previousSecretUntil: (until: string) => `The previous secret also signs until ${until}.`,
  testQueued: successLine('Test event queued', 'Its delivery appears in the log.'),
  noAttempts: 'No deliveries yet.',
  confirmPassword: 'Your password (to confirm it is you)',
  confirmCode: 'Two-factor code (to confirm it is you)',
} as const;
