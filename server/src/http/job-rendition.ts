import type { JobForPosting } from './job-posting-ld';
import { escapeHtml, PAGE_HEADS } from './site-head';

function lineList(title: string, lines: string[]): string {
  if (lines.length === 0) return '';
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<section class="job-details__section"><h3>${title}</h3><ul>${items}</ul></section>`;
}

/**
 * The job as static HTML inside `#root`, for crawlers and previews that run no JavaScript: its
 * title, location and the three lists, in the classes of the client's details dialog
 * (JobDetailsDialog, LineList). The React app replaces it on start (createRoot clears the element).
 */
export function jobRendition(
  job: Pick<JobForPosting, 'title' | 'location' | 'description' | 'responsibilities' | 'qualifications'>,
): string {
  return (
    '<section class="page jobs-page">' +
    `<h1>${escapeHtml(job.title)}</h1>` +
    '<div class="job-details">' +
    `<p class="job-details__location"><span class="job-details__label">Location:</span> ${escapeHtml(job.location || 'Not specified')}</p>` +
    lineList('Description', job.description) +
    lineList('Responsibilities', job.responsibilities) +
    lineList('Qualifications', job.qualifications) +
    '</div>' +
    `<p><a href="/browse-positions">${PAGE_HEADS['/browse-positions'].page}</a></p>` +
    '</section>'
  );
}
