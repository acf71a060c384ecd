import { PRIVACY_VERSION } from '../../../client/src/content/privacy';
import { parseMessage, type ReceivedMail } from '../../helpers/smtp-sink';
import type { TestServer } from '../../helpers/test-server';

export const SUBSCRIBE = `mutation Subscribe($input: JobAlertInput!) { subscribeToJobAlerts(input: $input) { message } }`;
export const CONFIRM = `mutation Confirm($token: String!) { confirmJobAlert(token: $token) { message summary frequency } }`;
export const UNSUBSCRIBE = `mutation Unsubscribe($token: String!) { unsubscribeFromJobAlerts(token: $token) { message } }`;

/** What the site's form sends besides the address and the search. */
export const FORM_FIELDS = { consent: true, privacyVersion: PRIVACY_VERSION, website: '', fillMs: 5000 };

let seq = 0;
export function alertEmail(label: string): string {
  seq += 1;
  return `${label}-${seq}-${Date.now()}@example.com`;
}

export function subscribe(t: TestServer, input: Record<string, unknown>) {
  return t.gql<{ subscribeToJobAlerts: { message: string } }>(SUBSCRIBE, { input: { ...FORM_FIELDS, ...input } });
}

/** The token after `#` of the link in a mail's text that starts with `prefix`. */
export function linkToken(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}#(\\S+)`).exec(text);
  if (!match) throw new Error(`No link ${prefix} in:\n${text}`);
  return match[1]!;
}

/** The mail's headers and decoded text. */
export function read(mail: ReceivedMail) {
  return parseMessage(mail.raw);
}
