import { Embeddable, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';

import { AppError } from '../../lib/app-error';

import { isKnownPrivacyVersion } from './privacy-versions';

/** On what ground a record's personal data was collected. */
export enum ConsentBasis {
  /** The visitor ticked the consent box of our form (apply, join us). */
  Consent = 'consent',
  /** Our form showed the privacy notice next to its send button (event registration, contact). */
  Notice = 'notice',
  /**
   * The spec's REST payload, which has no consent fields: the calling client is responsible for
   * showing the notice (and, where needed, asking for consent). Recorded so it can be told apart.
   */
  CallerNotice = 'caller-notice',
  /** Stored before consent was recorded (rows older than this feature). */
  Unrecorded = 'unrecorded',
}

registerEnumType(ConsentBasis, {
  name: 'ConsentBasis',
  description: 'On what ground the personal data of a record was collected.',
  valuesConfig: {
    Consent: { description: 'The visitor ticked the consent box of the form.' },
    Notice: { description: 'The form showed the privacy notice; no box to tick (registration, contact).' },
    CallerNotice: {
      description: 'Sent through the spec’s REST payload without consent fields: notice shown by the caller.',
    },
    Unrecorded: { description: 'Stored before the product recorded consent.' },
  },
});

/** Whether a form needs a ticked box (consent is the basis) or shows a plain notice. */
export type FormBasis = 'consent' | 'notice';

/** Stored with every public-form record: the basis and the version of the privacy notice shown. */
@ObjectType({ description: 'What the visitor was shown and agreed to when the record was made.' })
@Embeddable()
export class ConsentRecord {
  @Field(() => ConsentBasis, { description: 'Consent (box ticked), notice, or notice shown by the REST caller.' })
  // A plain column: MikroORM 6 compares a native enum inside an embeddable as always changed.
  @Property({ type: 'string', length: 20 })
  basis: ConsentBasis = ConsentBasis.Unrecorded;

  @Field(() => String, {
    nullable: true,
    description: 'Version id of the privacy notice shown; null when the caller sent none (spec REST payload).',
  })
  @Property({ length: 40, nullable: true })
  privacyVersion?: string | null = null;
}

export const CONSENT_REQUIRED_MESSAGE = 'Please tick the box to agree to how we use your details.';
export const PRIVACY_VERSION_REQUIRED_MESSAGE =
  'privacyVersion is required: the version of the privacy notice the form showed.';
export const PRIVACY_VERSION_UNKNOWN_MESSAGE =
  'The privacy notice this form showed is out of date. Please reload the page and send the form again.';

export interface ConsentFields {
  consent?: boolean | null;
  privacyVersion?: string | null;
}

/**
 * The consent to store for a submission, or BAD_USER_INPUT naming `privacyVersion` or `consent`
 * (`versionKnown`: whether the version sent is known, which the caller asks PrivacyVersions).
 * `specPayload`: a REST body in the spec's shape (neither field present), accepted as
 * "notice shown by the caller" so existing clients keep working.
 */
export function consentFor(
  form: FormBasis,
  fields: ConsentFields,
  specPayload = false,
  /** Whether `fields.privacyVersion` is one a form may send (PrivacyVersions.isKnown: it asks the database). */
  versionKnown = isKnownPrivacyVersion(fields.privacyVersion ?? ''),
): ConsentRecord {
  const record = new ConsentRecord();
  if (specPayload) {
    record.basis = ConsentBasis.CallerNotice;
    return record;
  }
  if (!fields.privacyVersion) throw AppError.badInput('privacyVersion', PRIVACY_VERSION_REQUIRED_MESSAGE);
  if (!versionKnown) {
    throw AppError.badInput('privacyVersion', PRIVACY_VERSION_UNKNOWN_MESSAGE);
  }
  if (form === 'consent' && fields.consent !== true) throw AppError.badInput('consent', CONSENT_REQUIRED_MESSAGE);
  record.basis = form === 'consent' ? ConsentBasis.Consent : ConsentBasis.Notice;
  record.privacyVersion = fields.privacyVersion;
  return record;
}
