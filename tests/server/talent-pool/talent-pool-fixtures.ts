import { TalentPoolEntry } from '../../../server/src/modules/talent-pool/talent-pool-entry.entity';
import { FORM_CONSENT } from '../../helpers/form-consent';
import type { TestServer } from '../../helpers/test-server';
import { gqlUpload, type UploadFile } from '../../helpers/uploads';
import { PDF_RESUME } from '../applications/application-fixtures';

export const SEND = `mutation GeneralApplicationCreate($input: GeneralApplicationInput!, $resume: Upload!) {
  sendGeneralApplication(input: $input, resume: $resume) { message }
}`;

export const ENTRY_FIELDS =
  'id fullName email phone linkedIn message submissions createdAt submittedAt lastActivityAt heldAt resumePath resumeType consent { basis privacyVersion }';

export const POOL = `query TalentPool($first: Int, $after: String, $search: String) {
  talentPool(first: $first, after: $after, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id fullName email } }
  }
}`;

export const ENTRY = `query TalentPoolEntry($id: ID!) {
  talentPoolEntry(id: $id) { ${ENTRY_FIELDS} applications { id job { id title } } }
}`;

export const ADD_TO_JOB = `mutation ($id: ID!, $jobId: ID!) {
  addTalentPoolEntryToJob(id: $id, jobId: $jobId) {
    id fullName email phone linkedIn sourceKind sourceDetail status job { id title }
    activity { kind actorLabel details } consent { basis privacyVersion }
  }
}`;

export const DELETE = 'mutation ($id: ID!) { deleteTalentPoolEntry(id: $id) }';
export const HELD = `{ heldTalentPoolEntries { id fullName heldAt heldReason } }`;
export const RELEASE = 'mutation ($id: ID!) { releaseHeldTalentPoolEntry(id: $id) { id heldAt } }';

let seq = 0;
/** A complete, valid set of sender fields with a fresh e-mail address. */
export function sender(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  seq += 1;
  return {
    fullName: 'Mary Jackson',
    email: `mary-${seq}-${Date.now()}@example.com`,
    phone: '+1 555 0199',
    linkedIn: 'linkedin.com/in/mary',
    message: 'Engineering or data roles, hybrid.',
    ...overrides,
  };
}

/** sendGeneralApplication as a GraphQL multipart request with the resume mapped to variables.resume. */
export function sendCv(
  t: TestServer,
  input: Record<string, unknown>,
  file: UploadFile | null = PDF_RESUME,
  options: { preflight?: boolean } = {},
) {
  return gqlUpload(
    t.url,
    SEND,
    { input: { ...FORM_CONSENT, ...input }, resume: null },
    'variables.resume',
    file ?? undefined,
    options,
  );
}

/** The entry of an address (any letter case), read past the server. */
export function entryOf(t: TestServer, email: string): Promise<TalentPoolEntry | null> {
  return t.orm.em.fork().findOne(TalentPoolEntry, { emailKey: email.trim().toLowerCase() });
}

/** Sends a CV and answers its entry's id. */
export async function pooled(t: TestServer, fields: Record<string, string | number> = sender()): Promise<string> {
  const answer = await sendCv(t, fields);
  if (answer.errors) throw new Error(`sendGeneralApplication failed: ${JSON.stringify(answer.errors)}`);
  return (await entryOf(t, String(fields.email)))!.id;
}

export const countEntries = (t: TestServer) => t.orm.em.fork().count(TalentPoolEntry, {});
