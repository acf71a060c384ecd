import type { PublicJobDetailsFieldsFragment } from '../../gql/graphql';

export const HIRING_ORGANIZATION = 'Talent Consultancy';

/** The lines worth showing: blank ones (a stray Enter when the job was typed in) are hidden. */
export function visibleLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function htmlList(heading: string, lines: readonly string[]): string {
  const items = visibleLines(lines);
  if (items.length === 0) return '';
  return `<h3>${heading}</h3><ul>${items.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
}

/** Our employment types as Google's `employmentType` values (as server/src/http/job-posting-ld.ts writes them). */
const GOOGLE_EMPLOYMENT_TYPE = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  INTERNSHIP: 'INTERN',
} as const;

/** The job's facts as JobPosting properties: only those it has. */
function factProperties(job: PublicJobDetailsFieldsFragment, origin: string, remote: boolean) {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  const range =
    min !== null && max !== null && min === max
      ? { value: min }
      : { ...(min !== null ? { minValue: min } : {}), ...(max !== null ? { maxValue: max } : {}) };
  const client = job.confidentialClient ? '' : (job.clientName ?? '');
  return {
    ...(job.closesAt ? { validThrough: job.closesAt } : {}),
    ...(job.employmentType ? { employmentType: GOOGLE_EMPLOYMENT_TYPE[job.employmentType] } : {}),
    // Google's rule for agencies: a named client hires; for a confidential one, the agency does.
    hiringOrganization: client
      ? { '@type': 'Organization', name: client }
      : { '@type': 'Organization', name: HIRING_ORGANIZATION, sameAs: origin },
    ...((min !== null || max !== null) && currency && period
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: { '@type': 'QuantitativeValue', ...range, unitText: period },
          },
        }
      : {}),
    ...(remote && job.remoteRegion
      ? { applicantLocationRequirements: { '@type': 'AdministrativeArea', name: job.remoteRegion } }
      : {}),
  };
}

/**
 * schema.org JobPosting for Google's job search
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting), for a job
 * the server did not write one for. The description is HTML, as Google asks, made of the three
 * line lists. A remote job (workplace REMOTE, or located "Remote") is a telecommute posting.
 */
export function jobPostingStructuredData(job: PublicJobDetailsFieldsFragment, origin: string) {
  const description = [
    visibleLines(job.description)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
    htmlList('Responsibilities', job.responsibilities),
    htmlList('Qualifications', job.qualifications),
  ].join('');
  const location = job.location.trim();
  const remoteLocation = /^remote$/i.test(location);
  const remote = remoteLocation || job.workplace === 'REMOTE';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.createdAt,
    url: `${origin}/browse-positions/${encodeURIComponent(job.id)}`,
    identifier: { '@type': 'PropertyValue', name: HIRING_ORGANIZATION, value: job.id },
    ...factProperties(job, origin, remote),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(location && !remoteLocation
      ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: location } } }
      : {}),
  };
}

/**
 * JSON for a script element: `<`, `>` and `&` become \u escapes, so no text in a job (such as
 * "</script>") can end the element or start markup when the page is parsed as HTML.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
