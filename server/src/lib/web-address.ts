import { isURL, ValidateBy } from './class-validator-rules';

/** The longest web address a form takes (LinkedIn, portfolio), as stored. */
export const WEB_ADDRESS_MAX_LENGTH = 500;

/** A web address as stored: empty stays empty, and one without a scheme gets https:// in front. */
export function webAddress(value: string | undefined | null): string {
  if (!value) return '';
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/**
 * A web address staff are shown as a link, so only web addresses are taken: http(s) or no scheme
 * at all ("linkedin.com/in/name"). Anything else, such as a javascript: or data: address, is
 * refused. The length limit applies to the address as stored.
 */
export function WebAddress(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'webAddress',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          webAddress(value).length <= WEB_ADDRESS_MAX_LENGTH &&
          isURL(value, { protocols: ['http', 'https'], require_protocol: false, require_valid_protocol: true }),
      },
    },
    {
      message: `${field} must be a web address such as https://example.com/you (at most ${WEB_ADDRESS_MAX_LENGTH} characters).`,
    },
  );
}
