/** The outline of the page's main content: every heading's level and text, in document order. */
export function headingOutline(main: HTMLElement) {
  return Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => ({
    level: Number(heading.tagName[1]),
    text: heading.textContent ?? '',
  }));
}

/** Headings that jump more than one level deeper than the heading before them (h2 -> h4). */
export function skippedLevels(main: HTMLElement) {
  const outline = headingOutline(main);
  return outline.filter((heading, position) => position > 0 && heading.level > outline[position - 1]!.level + 1);
}
