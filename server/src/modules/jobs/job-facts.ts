import { registerEnumType } from 'type-graphql';

/** The kinds of contract a job can be (schema.org JobPosting `employmentType` uses the same names). */
export enum EmploymentType {
  FULL_TIME = 'FULL_TIME',
  PART_TIME = 'PART_TIME',
  CONTRACT = 'CONTRACT',
  TEMPORARY = 'TEMPORARY',
  INTERNSHIP = 'INTERNSHIP',
}

/** Where the work is done. */
export enum Workplace {
  ON_SITE = 'ON_SITE',
  HYBRID = 'HYBRID',
  REMOTE = 'REMOTE',
}

/** What a salary amount is paid per (schema.org QuantitativeValue `unitText`). */
export enum SalaryPeriod {
  HOUR = 'HOUR',
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}

/** Each kind of contract in words, as the site, the mails and the feeds write it. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  [EmploymentType.FULL_TIME]: 'Full-time',
  [EmploymentType.PART_TIME]: 'Part-time',
  [EmploymentType.CONTRACT]: 'Contract',
  [EmploymentType.TEMPORARY]: 'Temporary',
  [EmploymentType.INTERNSHIP]: 'Internship',
};

/** Each kind of workplace in words. */
export const WORKPLACE_LABELS: Record<Workplace, string> = {
  [Workplace.ON_SITE]: 'On site',
  [Workplace.HYBRID]: 'Hybrid',
  [Workplace.REMOTE]: 'Remote',
};

registerEnumType(EmploymentType, {
  name: 'EmploymentType',
  description: 'Full-time, part-time, contract, temporary or internship.',
});
registerEnumType(Workplace, { name: 'Workplace', description: 'On site, hybrid or remote.' });
registerEnumType(SalaryPeriod, { name: 'SalaryPeriod', description: 'What a salary amount is paid per.' });

/**
 * A job's optional facts, additions to the spec's job: an update keeps each one it leaves out. The
 * client (clientId or clientName) is kept the same way, by JobService (it is a link, not a value).
 */
export const JOB_FACT_FIELDS = [
  'employmentType',
  'workplace',
  'remoteRegion',
  'department',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'closesAt',
  'confidentialClient',
  'questions',
] as const;
