import type { ApplicationPlacementFieldsFragment, InvoiceStatus, PlacementFeeKind } from '../../gql/graphql';

/** The words of the candidate page's Placement section (PlacementPanel). */
export const placementMessages = {
  heading: 'Placement',
  edit: 'Edit placement terms',
  formHeading: 'Placement terms',
  startDate: 'Start date',
  salary: 'Salary',
  currency: 'Currency',
  currencyHint: 'Three capital letters, for example EUR or USD.',
  feeKind: 'Fee',
  feePercent: 'Fee (% of the salary)',
  feePercentHint: 'The fee is worked out from the salary.',
  feeAmount: 'Fee amount',
  guaranteeDays: 'Guarantee (days)',
  guaranteeHint: 'From 0 to 730 days after the start.',
  invoiceStatus: 'Invoice',
  save: 'Save terms',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Placement terms saved.',
  saveFailed: 'The placement terms could not be saved. Please try again.',
  guaranteeWhole: 'guaranteeDays must be a whole number from 0 to 730.',
} as const;

/** The fee kinds as the radio buttons read, in order ('' for none agreed yet). */
export const FEE_KIND_CHOICES: readonly { kind: PlacementFeeKind | ''; label: string }[] = [
  { kind: 'PERCENT', label: 'Percentage of the salary' },
  { kind: 'FIXED', label: 'Fixed amount' },
  { kind: '', label: 'Not agreed yet' },
];

export const INVOICE_WORDS: Record<InvoiceStatus, string> = {
  NOT_INVOICED: 'Not invoiced',
  INVOICED: 'Invoiced',
  PAID: 'Paid',
};

const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "60,000.00 EUR" (the currency left out while unknown). */
export function money(amount: number, currency: string | null): string {
  const figure = amountFormat.format(amount);
  return currency ? `${figure} ${currency}` : figure;
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/**
 * The terms in words, each a part of one line: "Starts 2027-01-04 · Salary 60,000.00 EUR · Fee 20% =
 * 12,000.00 EUR · Guarantee 90 days, until 2027-04-04 · Not invoiced". What is unknown says so.
 */
export function placementTermParts(placement: ApplicationPlacementFieldsFragment): string[] {
  const { startDate, salary, currency, feeKind, feePercent, fee, guaranteeDays, guaranteeEndsOn } = placement;
  const parts = [startDate ? `Starts ${startDate}` : 'Start date not set'];
  parts.push(salary === null ? 'Salary not set' : `Salary ${money(salary, currency)}`);
  if (feeKind === 'PERCENT' && feePercent !== null && fee !== null) {
    parts.push(`Fee ${percentFormat.format(feePercent)}% = ${money(fee, currency)}`);
  } else if (feeKind === 'FIXED' && fee !== null) {
    parts.push(`Fee ${money(fee, currency)} (fixed)`);
  } else {
    parts.push('Fee not set');
  }
  if (guaranteeDays === null) parts.push('Guarantee not set');
  else if (guaranteeDays === 0) parts.push('No guarantee');
  else parts.push(`Guarantee ${days(guaranteeDays)}${guaranteeEndsOn ? `, until ${guaranteeEndsOn}` : ''}`);
  parts.push(INVOICE_WORDS[placement.invoiceStatus]);
  return parts;
}

export function placementTermsLine(placement: ApplicationPlacementFieldsFragment): string {
  return placementTermParts(placement).join(' · ');
}
