import { isDeepStrictEqual } from 'node:util';

import { PRIVACY_VERSION } from '../../client/src/content/privacy';

/**
 * A MockLink variables matcher for a public form's mutation: the form's own fields exactly as
 * `expected`, plus what every public form sends: the privacy notice's version, an empty honeypot,
 * a fill time, and `consent: true` where the form has a consent box.
 */
export function publicFormVariables(
  expected: { input: Record<string, unknown> } & Record<string, unknown>,
  consent = false,
) {
  return (variables: Record<string, unknown>) => {
    const { privacyVersion, website, fillMs, consent: given, ...own } = variables.input as Record<string, unknown>;
    return (
      isDeepStrictEqual({ ...variables, input: own }, expected) &&
      privacyVersion === PRIVACY_VERSION &&
      website === null &&
      typeof fillMs === 'number' &&
      given === (consent ? true : undefined)
    );
  };
}
