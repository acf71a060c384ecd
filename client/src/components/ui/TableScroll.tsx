import './table-scroll.css';

import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** Names the region for screen readers (usually the table's caption). */
  label: string;
  /** A feature's own class for borders and spacing; scrolling itself comes from `table-scroll`. */
  className?: string;
  children: ReactNode;
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
    >
      {children}
    </div>
  );
}
