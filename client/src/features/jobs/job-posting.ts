/** The lines worth showing: blank ones (a stray Enter when the job was typed in) are hidden. */
export function visibleLines(lines: readonly string[]): string[] {
  return lines.filter((line) => line.trim() !== '');
}

/**
 * Removes the JobPosting JSON-LD the server wrote for the job the page was loaded for
 * (server/src/http/job-posting-ld.ts) once the app shows another job or none: structured data
 * describes what is on screen. The client writes no JobPosting of its own: every job's own URL
 * carries the server's, which crawlers read whether or not they run scripts, and a crawler loads
 * each job's URL anew rather than opening jobs inside the app.
 */
export function dropServerJobPostingsExcept(jobId: string | undefined): void {
  for (const element of Array.from(document.querySelectorAll('script[data-job-posting]'))) {
    if (element.getAttribute('data-job-posting') !== jobId) element.remove();
  }
}
