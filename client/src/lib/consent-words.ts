import type { ConsentBasis } from '../gql/graphql';

const BASIS_WORDS: Record<ConsentBasis, string> = {
  Consent: 'consent given',
  Notice: 'notice shown',
  CallerNotice: 'notice shown by the API caller',
  Unrecorded: 'not recorded',
};

/** A record's consent in words: "consent given (policy 2026-11-27)". */
export function consentWords(consent: { basis: ConsentBasis; privacyVersion?: string | null }): string {
  return `${BASIS_WORDS[consent.basis]}${consent.privacyVersion ? ` (policy ${consent.privacyVersion})` : ''}`;
}
