import { PRIVACY_VERSION } from '../../client/src/content/privacy';

/**
 * What the site's forms send with every public-form submission: the consent box ticked and the
 * privacy notice's version (the client's own, so tests prove the server knows it).
 */
export const FORM_CONSENT = { consent: true, privacyVersion: PRIVACY_VERSION } as const;
