import type { EntityName } from '@mikro-orm/core';

import { OutboxMessage } from '../../../server/src/mail/outbox-message.entity';
import { Application } from '../../../server/src/modules/applications/application.entity';
import { ContactMessage } from '../../../server/src/modules/contact/contact-message.entity';
import { JoinUsPerson } from '../../../server/src/modules/join-us/join-us-person.entity';
import { Registration } from '../../../server/src/modules/registrations/registration.entity';
import { Role } from '../../../server/src/modules/users/role';
import type { TestServer } from '../../helpers/test-server';
import { gqlUpload, postForm } from '../../helpers/uploads';
import { APPLY, newJob, PDF_RESUME } from '../applications/application-fixtures';
import { newEvent, REGISTER } from '../events/event-fixtures';

export type FormName = 'apply' | 'register' | 'join-us' | 'contact';

/** What a test gets back from either adapter: the HTTP status, and GraphQL's error if any. */
export interface FormAnswer {
  status: number;
  code?: string;
  field?: string;
  message?: string;
  headers: Headers;
}

export interface PublicForm {
  name: FormName;
  /** Consent (a ticked box) is the basis; otherwise a notice. */
  needsConsent: boolean;
  entity: EntityName<object>;
  /** The form's own fields, with a fresh e-mail address. */
  fields(email: string): Record<string, string>;
  graphql(extra: Record<string, unknown>, email: string): Promise<FormAnswer>;
  /** The spec's REST call; `extra` adds fields to its body (strings for the multipart apply form). */
  rest(extra: Record<string, unknown>, email: string, headers?: Record<string, string>): Promise<FormAnswer>;
}

let seq = 0;
export function freshEmail(label = 'visitor'): string {
  seq += 1;
  return `${label}-${seq}-${Date.now()}@example.com`;
}

function fromGraphQL(status: number, errors: { message: string; extensions?: Record<string, unknown> }[] | undefined) {
  const error = errors?.[0];
  return {
    status,
    code: error?.extensions?.code as string | undefined,
    field: error?.extensions?.field as string | undefined,
    message: error?.message,
    headers: new Headers(),
  };
}

function fromRest(answer: { status: number; body: unknown; headers: Headers }): FormAnswer {
  const body = (answer.body ?? {}) as { message?: string; field?: string };
  return { status: answer.status, field: body.field, message: body.message, headers: answer.headers };
}

/** The four public forms, with a job and an event to apply and register for. */
export async function publicForms(t: TestServer): Promise<Record<FormName, PublicForm>> {
  const { token } = await t.userWithRole(Role.INTERNAL_RECRUITER);
  const jobId = await newJob(t, token);
  const event = await newEvent(t, token);

  const jsonForm = (
    name: FormName,
    needsConsent: boolean,
    entity: EntityName<object>,
    fields: (email: string) => Record<string, string>,
    mutation: string,
    variables: (input: Record<string, unknown>) => Record<string, unknown>,
    restPath: string,
  ): PublicForm => ({
    name,
    needsConsent,
    entity,
    fields,
    async graphql(extra, email) {
      const answer = await t.gql(mutation, variables({ ...fields(email), ...extra }));
      return fromGraphQL(answer.status, answer.errors);
    },
    async rest(extra, email, headers) {
      return fromRest(await t.rest('POST', restPath, { body: { ...fields(email), ...extra }, headers }));
    },
  });

  const applyFields = (email: string) => ({ fullName: 'Grace Hopper', email, phone: '+1 555 0100' });
  return {
    apply: {
      name: 'apply',
      needsConsent: true,
      entity: Application,
      fields: applyFields,
      async graphql(extra, email) {
        const answer = await gqlUpload(
          t.url,
          APPLY,
          { jobId, input: { ...applyFields(email), ...extra }, resume: null },
          'variables.resume',
          PDF_RESUME,
        );
        return fromGraphQL(answer.status, answer.errors);
      },
      async rest(extra, email, headers) {
        const strings = Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)]));
        return fromRest(
          await postForm(
            `${t.url}/api/candidates/${jobId}`,
            { ...applyFields(email), ...strings },
            PDF_RESUME,
            headers,
          ),
        );
      },
    },
    register: jsonForm(
      'register',
      false,
      Registration,
      (email) => ({ name: 'Bo Visitor', email, phone: '+44 20 7946 0000' }),
      REGISTER,
      (input) => ({ eventId: event.id, input }),
      `/api/events/${event.id}/register`,
    ),
    'join-us': jsonForm(
      'join-us',
      true,
      JoinUsPerson,
      (email) => ({ name: 'Asha Rao', email, phone: '+91 98765 43210', location: 'Chennai' }),
      'mutation($input: JoinUsInput!) { joinUs(input: $input) { id } }',
      (input) => ({ input }),
      '/api/JoinUsPeople',
    ),
    contact: jsonForm(
      'contact',
      false,
      ContactMessage,
      (email) => ({ name: 'Maria Silva', email, mobile: '+351 912 345 678', message: 'Hello' }),
      'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
      (input) => ({ input }),
      '/api/contact',
    ),
  };
}

/** The rows a form stored for an address, with their consent. */
export function rowsFor(t: TestServer, form: PublicForm, email: string) {
  return t.orm.em.fork().find(form.entity as EntityName<{ email: string; consent: unknown }>, { email });
}

export function mailTo(t: TestServer, email: string) {
  return t.orm.em.fork().find(OutboxMessage, { to: email });
}
