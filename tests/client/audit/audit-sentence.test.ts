import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, GraphQLEnumType } from 'graphql';

import { AUDIT_SENTENCES, type AuditEntryView, auditSentence } from '../../../client/src/features/audit/audit-sentence';

const ACTOR_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SUBJECT_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const HASH = 'a'.repeat(64);

function entry(
  action: string,
  overrides: Partial<AuditEntryView> = {},
  details: Record<string, unknown> = {},
): AuditEntryView {
  return {
    id: '42',
    at: '2031-05-20T09:30:00.000Z',
    actorId: ACTOR_ID,
    actorLabel: 'sofia.rossi@example.com',
    action: action as AuditEntryView['action'],
    subjectType: 'application',
    subjectId: SUBJECT_ID,
    details: JSON.stringify(details),
    names: { actorName: 'Sofia Rossi', subjectName: 'Ravi Kumar', context: null },
    ...overrides,
  };
}

const named = (subjectName: string | null, context: string | null = null) => ({
  actorName: 'Sofia Rossi',
  subjectName,
  context,
});

/** The AuditAction values the server's schema lists (schema.graphql, printed from the code). */
function schemaActions(): string[] {
  const sdl = readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8');
  const type = buildSchema(sdl).getType('AuditAction');
  if (!(type instanceof GraphQLEnumType)) throw new Error('schema.graphql has no AuditAction enum');
  return type.getValues().map((value) => value.name);
}

describe('the audit log in words', () => {
  it.each(schemaActions())('has words for %s, without ids or hashes', (action) => {
    expect(Object.keys(AUDIT_SENTENCES)).toContain(action);
    const sentence = auditSentence(
      entry(action, { subjectType: 'user', subjectId: SUBJECT_ID }, { emailHash: HASH, jobId: SUBJECT_ID }),
    );
    expect(sentence).not.toContain(action);
    expect(sentence).not.toContain(ACTOR_ID);
    expect(sentence).not.toContain(SUBJECT_ID);
    expect(sentence).not.toContain(HASH);
    expect(sentence).not.toMatch(/undefined|null|\[object/);
  });

  it.each<[string, AuditEntryView, string]>([
    [
      'a rejection',
      entry(
        'APPLICATION_STATUS_CHANGED',
        { names: named('Ravi Kumar', 'Senior Talent Partner') },
        { from: null, to: 'Rejected' },
      ),
      'Sofia Rossi rejected Ravi Kumar for Senior Talent Partner',
    ],
    [
      'a shortlisting',
      entry(
        'APPLICATION_STATUS_CHANGED',
        { names: named('Ravi Kumar', 'Senior Talent Partner') },
        { to: 'Shortlisted' },
      ),
      'Sofia Rossi shortlisted Ravi Kumar for Senior Talent Partner',
    ],
    [
      'an undone decision',
      entry('APPLICATION_STATUS_CHANGED', { names: named('Ravi Kumar') }, { from: 'Rejected', to: null }),
      'Sofia Rossi undid the decision on Ravi Kumar',
    ],
    [
      'a candidate added to another job',
      entry(
        'APPLICATION_ADDED_TO_JOB',
        { names: named('Ravi Kumar', 'Learning Designer') },
        { fromApplicationId: SUBJECT_ID, jobId: ACTOR_ID },
      ),
      'Sofia Rossi added Ravi Kumar as a candidate for Learning Designer',
    ],
    [
      'a person added from the talent pool',
      entry(
        'TALENT_POOL_ENTRY_ADDED_TO_JOB',
        { names: named('Ravi Kumar', 'Learning Designer') },
        { talentPoolEntryId: SUBJECT_ID, jobId: ACTOR_ID },
      ),
      'Sofia Rossi added Ravi Kumar from the talent pool as a candidate for Learning Designer',
    ],
    [
      'a talent-pool entry deleted',
      entry('TALENT_POOL_ENTRY_DELETED', { subjectType: 'talent-pool-entry', names: named(null) }),
      'Sofia Rossi deleted a CV from the talent pool',
    ],
    [
      'a move to another stage',
      entry(
        'APPLICATION_STAGE_CHANGED',
        { names: named('Ravi Kumar', 'Learning Designer') },
        { from: 'Screening', to: 'Interview', jobId: ACTOR_ID },
      ),
      'Sofia Rossi moved Ravi Kumar for Learning Designer from “Screening” to “Interview”',
    ],
    [
      'a withdrawal',
      entry('APPLICATION_WITHDRAWN', { names: named('Ravi Kumar') }, { stage: 'Offer' }),
      'Sofia Rossi recorded that Ravi Kumar withdrew',
    ],
    [
      'a stage renamed',
      entry(
        'PIPELINE_STAGES_CHANGED',
        { subjectType: 'pipeline-stage', names: named(null) },
        { change: 'renamed', from: 'Offer', stage: 'Offer made' },
      ),
      'Sofia Rossi renamed the stage “Offer” to “Offer made”',
    ],
    [
      'the stages reordered',
      entry(
        'PIPELINE_STAGES_CHANGED',
        { subjectType: null, subjectId: null },
        { change: 'reordered', statusesChanged: 3 },
      ),
      'Sofia Rossi reordered the pipeline stages',
    ],
    [
      'a stage retired',
      entry(
        'PIPELINE_STAGES_CHANGED',
        { subjectType: 'pipeline-stage', names: named(null) },
        { change: 'retired', stage: 'Offer' },
      ),
      'Sofia Rossi retired the stage “Offer”',
    ],
    [
      'the rejection reasons changed',
      entry('REJECTION_REASONS_CHANGED', { subjectType: null, subjectId: null }, { reasons: 'A | B' }),
      'Sofia Rossi changed the list of rejection reasons',
    ],
    [
      'a resume of the talent pool opened',
      entry('RESUME_DOWNLOADED', { subjectType: 'talent-pool-entry', names: named('Ravi Kumar') }, { inline: true }),
      'Sofia Rossi opened the resume of Ravi Kumar',
    ],
    [
      'an erased candidate added to a job no longer held',
      entry('APPLICATION_ADDED_TO_JOB', { names: named(null) }, { fromApplicationId: SUBJECT_ID }),
      'Sofia Rossi added an erased applicant as a candidate for another job',
    ],
    [
      'a resume opened for an erased applicant',
      entry('RESUME_DOWNLOADED', { names: named(null, 'Senior Talent Partner') }),
      'Sofia Rossi opened the resume of an erased applicant for Senior Talent Partner',
    ],
    [
      'a role change',
      entry(
        'USER_ROLE_CHANGED',
        { subjectType: 'user', names: named('Ravi Kumar') },
        { from: 'USER', to: 'SUPER_ADMIN' },
      ),
      'Sofia Rossi changed the role of Ravi Kumar from User to Super Admin',
    ],
    [
      'an added account',
      entry('USER_CREATED', { subjectType: 'user', names: named('Ravi Kumar') }, { role: 'INTERNAL_RECRUITER' }),
      'Sofia Rossi added Ravi Kumar as Internal Recruiter',
    ],
    [
      'a deleted account disabled',
      entry('USER_DISABLED', { subjectType: 'user', names: named(null) }),
      'Sofia Rossi disabled the account of a deleted account',
    ],
    [
      'one’s own password',
      entry('PASSWORD_CHANGED', { subjectType: 'user', subjectId: ACTOR_ID, names: named('Sofia Rossi') }),
      'Sofia Rossi changed their password',
    ],
    [
      'a refused sign-in with an unknown address',
      entry(
        'SIGN_IN_FAILED',
        {
          actorId: null,
          actorLabel: 'anonymous',
          subjectType: null,
          subjectId: null,
          names: { ...named(null), actorName: null },
        },
        { reason: 'unknown', emailHash: HASH },
      ),
      'A sign-in with an unknown address was refused',
    ],
    [
      'a refused sign-in as a known account',
      entry(
        'SIGN_IN_FAILED',
        {
          actorId: null,
          actorLabel: 'anonymous',
          subjectType: 'user',
          names: { ...named('Ravi Kumar'), actorName: null },
        },
        { reason: 'password' },
      ),
      'A sign-in as Ravi Kumar was refused',
    ],
    [
      'an erasure',
      entry('PERSON_ERASED', { subjectType: 'person', subjectId: HASH, names: named(null) }, { emailHash: HASH }),
      'Sofia Rossi erased everything held about a person',
    ],
    [
      'the retention job',
      entry(
        'RETENTION_PURGED',
        {
          actorId: null,
          actorLabel: 'retention job',
          subjectType: null,
          subjectId: null,
          names: { ...named(null), actorName: null },
        },
        { applications: 3 },
      ),
      'Records past their retention period were deleted',
    ],
    [
      'an API key',
      entry(
        'API_KEY_CREATED',
        { subjectType: 'api-key', names: named('Payroll sync') },
        { name: 'Payroll sync', role: 'USER' },
      ),
      'Sofia Rossi created the API key “Payroll sync”',
    ],
    [
      'an API key acting as itself',
      entry(
        'WEBHOOK_TEST_SENT',
        {
          actorLabel: 'API key: Payroll sync',
          subjectType: 'webhook-endpoint',
          names: { ...named(null), actorName: null },
        },
        { url: 'https://hooks.example.com/in' },
      ),
      'API key: Payroll sync sent a test event to the webhook endpoint https://hooks.example.com/in',
    ],
    [
      'a held registration released',
      entry(
        'HELD_SUBMISSION_RELEASED',
        { subjectType: 'registration', names: named('Ravi Kumar', 'Campus Hiring Day') },
        { form: 'register' },
      ),
      'Sofia Rossi released the event registration from Ravi Kumar for Campus Hiring Day, held for review',
    ],
    [
      'another account signed out',
      entry('SESSIONS_ENDED', { subjectType: 'user', names: named('Ravi Kumar') }),
      'Sofia Rossi signed Ravi Kumar out everywhere',
    ],
    [
      'the privacy policy published',
      entry(
        'SITE_CONTENT_PUBLISHED',
        { subjectType: 'site-content', subjectId: 'privacy-policy', names: named(null) },
        { revision: 3, privacyVersion: '2026-11-29' },
      ),
      'Sofia Rossi published the site content “privacy-policy” (revision 3, privacy version 2026-11-29)',
    ],
    [
      'a site revision restored',
      entry(
        'SITE_CONTENT_RESTORED',
        { subjectType: 'site-content', subjectId: 'home', names: named(null) },
        { revision: 1 },
      ),
      'Sofia Rossi made revision 1 of the site content “home” the draft again',
    ],
  ])('writes %s as a sentence', (_name, view, sentence) => {
    expect(auditSentence(view)).toBe(sentence);
  });
});
