import { simpleParser } from 'mailparser';

import type { SmtpSink } from '../../helpers/smtp-sink';

/** The text of the newest mail to `email` with `subject` the sink received (a real MIME parser reads it). */
export async function mailText(sink: SmtpSink, email: string, subject: string): Promise<string> {
  const sent = (mail: { to: string[]; subject: string }) => mail.to.includes(email) && mail.subject === subject;
  const messages = await sink.waitFor((all) => all.some(sent), 30_000);
  const mail = messages.filter(sent).at(-1)!;
  return (await simpleParser(mail.raw)).text ?? '';
}
