import { type Html, html } from './html';
import type { JobForPosting } from './job-posting-ld';
import { jobPagePath } from './public-pages';
import { PAGE_HEADS } from './site-head';

function lineList(title: string, lines: string[]): Html | undefined {
  if (lines.length === 0) return undefined;
  const items = lines.map((line) => html`<li>${line}</li>`);
  return html`<section class="job-details__section"><h3>${title}</h3><ul>${items}</ul></section>`;
}

const BACK_TO_LIST = html`<p><a href="/browse-positions">${PAGE_HEADS['/browse-positions'].page}</a></p>`;

/**
 * The job as static HTML inside `#root`, for crawlers and previews that run no JavaScript: its
 * title, location and the three lists, in the classes of the client's details dialog
 * (JobDetailsDialog, LineList). The React app replaces it on start (createRoot clears the element);
 * `data-server-rendition` tells browser tests it has not yet.
 */
export function jobRendition(
  job: Pick<JobForPosting, 'title' | 'location' | 'description' | 'responsibilities' | 'qualifications'>,
): Html {
  const location = html`<p class="job-details__location"><span class="job-details__label">Location:</span> ${
    job.location || 'Not specified'
  }</p>`;
  const lists = [
    lineList('Description', job.description),
    lineList('Responsibilities', job.responsibilities),
    lineList('Qualifications', job.qualifications),
  ];
  return html`<section class="page jobs-page" data-server-rendition><h1>${job.title}</h1><div class="job-details">${location}${lists}</div>${BACK_TO_LIST}</section>`;
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
): Html {
  const others = closed.similar.map(
    (other) =>
      html`<li><a href="${jobPagePath(other.id)}">${other.title}</a>${other.location && html` · ${other.location}`}</li>`,
  );
  const similar =
    others.length > 0 &&
    html`<section class="job-details__section"><h2>Open positions like it</h2><ul>${others}</ul></section>`;
  return html`<section class="page jobs-page" data-server-rendition><h1>${heading}</h1><p>${closedJobSentence(closed)}</p>${similar}${BACK_TO_LIST}</section>`;
}
