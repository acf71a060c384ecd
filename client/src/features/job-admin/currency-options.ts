/** The currencies a consultancy hiring in the USA, Europe, Asia and ANZ names most: first in the list. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'AED', 'SGD', 'AUD', 'NZD', 'CAD', 'CHF'] as const;

const names = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "EUR: Euro"; a code Intl cannot name reads as the code. */
export function currencyLabel(code: string): string {
  const name = names.of(code);
  return name && name !== code ? `${code}: ${name}` : code;
}

/** Every other ISO 4217 code Intl knows, A to Z (and a stored one it does not, so it is kept). */
export function otherCurrencies(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  const rest = new Set(listed.filter((code) => !(COMMON_CURRENCIES as readonly string[]).includes(code)));
  if (current && !(COMMON_CURRENCIES as readonly string[]).includes(current)) rest.add(current);
  return [...rest].sort();
}
