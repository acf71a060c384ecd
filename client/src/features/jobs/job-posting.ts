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

/**
 * schema.org JobPosting for Google's job search
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting). The
 * description is HTML, as Google asks, made of the three line lists. A job marked "Remote" is a
 * telecommute posting rather than a place. The job has no employment type or closing date, so
 * employmentType and validThrough are left out rather than guessed.
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
  const remote = /^remote$/i.test(location);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.createdAt,
    url: `${origin}/browse-positions/${encodeURIComponent(job.id)}`,
    identifier: { '@type': 'PropertyValue', name: HIRING_ORGANIZATION, value: job.id },
    hiringOrganization: { '@type': 'Organization', name: HIRING_ORGANIZATION, sameAs: origin },
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(location && !remote
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
