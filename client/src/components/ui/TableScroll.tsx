import './table-scroll.css';

import type { ReactNode, SyntheticEvent } from 'react';

export interface TableScrollProps {
  /** Names the region for screen readers (usually the table's caption). */
  label: string;
  /** A feature's own class for borders and spacing; scrolling itself comes from `table-scroll`. */
  className?: string;
  children: ReactNode;
}

/**
 * A cell whose text the back office's table style cut short (one-line rows, an ellipsis) gets its
 * whole text as its title when the pointer or focus reaches it. Screen readers read the whole
 * text anyway: only the painting is cut.
 */
function titleCutCell(event: SyntheticEvent<HTMLDivElement>) {
  const cell = (event.target as Element).closest('td, th');
  if (!(cell instanceof HTMLElement) || cell.title || cell.scrollWidth <= cell.clientWidth) return;
  cell.title = (cell.textContent ?? '').trim();
}

/**
 * The box a table scrolls sideways in when it is wider than the screen (its cells keep words and
 * e-mail addresses whole; see table-scroll.css). It is a labelled region that takes keyboard
 * focus, so keyboard users can scroll it too.
 */
export function TableScroll({ label, className, children }: TableScrollProps) {
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={0}
      onMouseOver={titleCutCell}
      onFocus={titleCutCell}
    >
      {children}
    </div>
  );
}
