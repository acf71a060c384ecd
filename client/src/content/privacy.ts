/**
 * What the public forms say about personal data. The Privacy Policy itself is site content,
 * published at /admin/site; publishing it gives it a new version.
 */

/**
 * The privacy policy's version the forms send when the page carries none: every page's head has
 * `<meta name="privacy-version">` with the current one (the server's currentPrivacyVersion, which
 * moves when the policy is published), and the forms send that. The server stores the version with
 * the record and refuses versions it does not know; this one is the newest of its
 * KNOWN_PRIVACY_VERSIONS (server/src/modules/public-forms/privacy-versions.ts; a test keeps the two
 * in step).
 */
export const PRIVACY_VERSION = '2026-11-28';

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * What each public form says about its use of personal data. Applying and joining the mission rest
 * on consent (a box to tick); registering for an event and writing to us only use the details to
 * do what the visitor asked, so a notice is enough there.
 */
export const formPrivacy = {
  apply: {
    consent:
      'I agree that you keep my application and resume to consider me for this job and similar ones, and share ' +
      'them with the employer when you put me forward.',
  },
  /** "Send us your CV" (/send-cv): the talent pool, for jobs to come rather than one job. */
  talentPool: {
    consent:
      'I agree that you keep my details and resume in your talent pool to consider me for suitable jobs, and share ' +
      'them with an employer when you put me forward.',
  },
  joinUs: {
    consent: 'I agree that you keep my details to contact me about the skill-development mission.',
  },
  register: {
    notice: 'We use your details to manage your place at this event and keep them for 6 months after it.',
  },
  contact: {
    notice: 'We use your details only to answer your message and keep them for 24 months.',
  },
  jobAlert: {
    consent:
      'I agree that you e-mail me new jobs matching this search and keep my e-mail address and search until I ' +
      'unsubscribe (every e-mail has a link to do so).',
  },
  /** Shown under an unticked consent box when the form is sent (the server's words too). */
  consentRequired: 'Please tick the box to agree to how we use your details.',
  /** Ends every statement: "… See our Privacy Policy." with the policy linked. */
  linkBefore: 'See our',
  linkText: 'Privacy Policy',
  /** Opens in a new tab, so a form in progress keeps what was typed. */
  linkHint: '(opens in a new tab)',
} as const;
