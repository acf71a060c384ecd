import type { EmploymentType, SalaryPeriod, Workplace } from '../gql/graphql';

/** How the site names a job's facts (the API's enum values as words). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERNSHIP: 'Internship',
};

export const WORKPLACE_LABELS: Record<Workplace, string> = {
  ON_SITE: 'On-site',
  HYBRID: 'Hybrid',
  REMOTE: 'Remote',
};

/** "per year" and so on, after a salary. */
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};
