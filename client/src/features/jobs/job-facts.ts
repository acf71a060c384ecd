import { EMPLOYMENT_TYPE_LABELS, SALARY_PERIOD_LABELS, WORKPLACE_LABELS } from '../../content/job-facts';
import type { EmploymentType, SalaryPeriod, Workplace } from '../../gql/graphql';
import { formatShortDay } from '../../lib/format-when';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "yesterday", "3 days ago", "2 weeks ago", "5 months ago": how long ago `iso` was. */
export function postedAgo(iso: string, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const days = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS));
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}

/** What a salary of the job reads: "€50,000–€65,000 a year", "From ₹25,000 a month"; null when none. */
export function salaryText(job: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
}): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  if ((min === null && max === null) || !currency || !period) return null;
  const money = (value: number) =>
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  const per = ` ${period === 'HOUR' ? 'an' : 'a'} ${SALARY_PERIOD_LABELS[period]}`;
  if (min !== null && max !== null) return `${min === max ? money(min) : `${money(min)}–${money(max)}`}${per}`;
  return min !== null ? `From ${money(min)}${per}` : `Up to ${money(max!)}${per}`;
}

/** A closing instant as the day it falls on, on the visitor's clock: "31 Jan 2030" ("31 Jan" this year). */
export function closingDay(iso: string): string {
  return formatShortDay(iso);
}

export function employmentTypeLabel(value: EmploymentType | null): string | null {
  return value ? EMPLOYMENT_TYPE_LABELS[value] : null;
}

export function workplaceLabel(value: Workplace | null, remoteRegion?: string | null): string | null {
  if (!value) return null;
  return value === 'REMOTE' && remoteRegion ? `Remote (${remoteRegion})` : WORKPLACE_LABELS[value];
}
