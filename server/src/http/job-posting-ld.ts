import type { JobPosting, MonetaryAmount, Organization } from 'schema-dts';

import { type Html, html, scriptJson } from './html';
import { jobPagePath } from './public-pages';
import { type JobForHead, SITE_NAME } from './site-head';

/**
 * What the JobPosting reads of a job, besides what its head reads (the facts are optional: a job
 * has none of them until staff set them). Enum values are plain strings here, as for JobForHead.
 */
export interface JobForPosting extends JobForHead {
  responsibilities: string[];
  qualifications: string[];
  createdAt: Date;
  employmentType?: string | null;
  workplace?: string | null;
  remoteRegion?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: string | null;
  closesAt?: Date | null;
  /** The client's name where it may be public (knownPublicClientName); null or left out: the consultancy hires. */
  clientName?: string | null;
  confidentialClient?: boolean;
}

/** Our employment types as Google's `employmentType` values (two are spelled differently). */
export const GOOGLE_EMPLOYMENT_TYPE: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  INTERNSHIP: 'INTERN',
};

/** The salary as a schema.org MonetaryAmount: a range, or one value when both ends are the same. */
export function baseSalary(
  job: Pick<JobForPosting, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): MonetaryAmount | undefined {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if ((!hasMin && !hasMax) || !currency || !period) return undefined;
  const amount =
    hasMin && hasMax && min === max
      ? { value: min }
      : { ...(hasMin ? { minValue: min } : {}), ...(hasMax ? { maxValue: max } : {}) };
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...amount, unitText: period } };
}

/**
 * Who hires, by Google's rule for staffing agencies: a named client company is the hiring
 * organization; for a confidential client (or a job of the consultancy's own) it is the agency.
 */
export function hiringOrganization(
  origin: string,
  job: Pick<JobForPosting, 'clientName' | 'confidentialClient'>,
): Organization {
  const client = job.confidentialClient ? '' : (job.clientName?.trim() ?? '');
  if (client) return { '@type': 'Organization', name: client };
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    sameAs: origin,
    url: origin,
    logo: `${origin}/apple-touch-icon.png`,
  };
}

/** Names the job a JobPosting element describes; the client writes no second one for that job. */
export const JOB_POSTING_DATA_ATTRIBUTE = 'data-job-posting';

/** The job's three lists as the HTML Google asks for in `description`. */
export function jobDescriptionHtml(
  job: Pick<JobForPosting, 'description' | 'responsibilities' | 'qualifications'>,
): string {
  const list = (heading: string, lines: string[]) =>
    lines.length > 0 && html`<h3>${heading}</h3><ul>${lines.map((line) => html`<li>${line}</li>`)}</ul>`;
  const paragraphs = job.description.map((line) => html`<p>${line}</p>`);
  return String(
    html`${paragraphs}${list('Responsibilities', job.responsibilities)}${list('Qualifications', job.qualifications)}`,
  );
}

/**
 * A free-text location as PostalAddress parts: "City", "City, Country" or "City, Region, Country"
 * (the job has no structured address yet).
 */
export function addressParts(location: string): Record<string, string> {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { addressLocality: parts[0]! };
  return {
    addressLocality: parts[0]!,
    ...(parts.length > 2 ? { addressRegion: parts.slice(1, -1).join(', ') } : {}),
    addressCountry: parts[parts.length - 1]!,
  };
}

/**
 * The job's schema.org JobPosting with every property Google lists as required or recommended
 * that the job has (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
 * typed with schema-dts, so a property or type the schema.org vocabulary lacks does not compile.
 * A remote job (workplace REMOTE, or located "Remote") is a TELECOMMUTE posting, with the region
 * applicants must live in; a remote job that also names a place keeps it as its jobLocation.
 */
export function jobPosting(origin: string, job: JobForPosting): { '@context': string } & JobPosting {
  const location = job.location.trim();
  const remoteLocation = /^remote$/i.test(location);
  const remote = remoteLocation || job.workplace === 'REMOTE';
  const region = job.remoteRegion?.trim();
  const employmentType = job.employmentType ? GOOGLE_EMPLOYMENT_TYPE[job.employmentType] : undefined;
  const salary = baseSalary(job);
  // The posting is checked against the vocabulary as a JobPosting; the context is added beside it
  // (schema-dts's WithContext spells it without the trailing slash this page has always carried).
  const posting: JobPosting = {
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.createdAt.toISOString(),
    ...(job.closesAt ? { validThrough: job.closesAt.toISOString() } : {}),
    ...(employmentType ? { employmentType } : {}),
    url: origin + jobPagePath(job.id),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    hiringOrganization: hiringOrganization(origin, job),
    directApply: true,
    ...(salary ? { baseSalary: salary } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote && region ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: region } } : {}),
    ...(location && !remoteLocation
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...addressParts(location) } } }
      : {}),
  };
  return { '@context': 'https://schema.org/', ...posting };
}

/** The JobPosting as a script element that no text in the job can end (see scriptJson). */
export function jobPostingScript(origin: string, job: JobForPosting): Html {
  return html`<script type="application/ld+json" ${JOB_POSTING_DATA_ATTRIBUTE}="${job.id}">${scriptJson(jobPosting(origin, job))}</script>`;
}
