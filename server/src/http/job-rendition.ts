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

/** Says which job closed, in the client's words (JobDetailsDialog), as a sentence: “Title” (Location). */
export function closedJobSentence(job: { title: string; location: string }): string {
  return `“${job.title}”${job.location ? ` in ${job.location}` : ''} is no longer open for applications.`;
}

/**
 * A closed job's page (answered 410) as static HTML inside `#root`: it names the job, links the
 * open jobs offered instead and the list. The React app replaces it on start, with the same words.
 */
export function closedJobRendition(
  heading: string,
  closed: { title: string; location: string; similar: { id: string; title: string; location: string }[] },
): string {
  const similar =
    closed.similar.length === 0
      ? ''
      : '<section class="job-details__section"><h2>Open positions like it</h2><ul>' +
        closed.similar
          .map(
            (other) =>
              `<li><a href="/browse-positions/${encodeURIComponent(other.id)}">${escapeHtml(other.title)}</a>` +
              `${other.location ? ` · ${escapeHtml(other.location)}` : ''}</li>`,
          )
          .join('') +
        '</ul></section>';
  return (
    '<section class="page jobs-page">' +
    `<h1>${escapeHtml(heading)}</h1>` +
    `<p>${escapeHtml(closedJobSentence(closed))}</p>` +
    similar +
    `<p><a href="/browse-positions">${PAGE_HEADS['/browse-positions'].page}</a></p>` +
    '</section>'
  );
}
