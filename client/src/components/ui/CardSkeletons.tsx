import './card-skeletons.css';

export interface CardSkeletonsProps {
  /** How many cards to hold room for: a full first page, so the footer starts below the fold. */
  count: number;
  /** The list's own grid class, so the placeholders sit exactly where the cards will. */
  listClassName: string;
  /** The real card's class, for its padding, border and height. */
  cardClassName: string;
  /** A picture band on top of each card (16:9, as the event cards have). */
  withMedia?: boolean;
}

/**
 * Grey placeholder cards shown while a list loads. They take the room the cards will take, so the
 * page does not jump (and the footer does not flash into view) when the data arrives. They are
 * hidden from screen readers: the page's own loading message speaks for them.
 */
export function CardSkeletons({ count, listClassName, cardClassName, withMedia = false }: CardSkeletonsProps) {
  return (
    <ul className={`${listClassName} card-skeletons`} aria-hidden="true" data-testid="card-skeletons">
      {Array.from({ length: count }, (_, slot) => (
        // Placeholders have no identity: the slot number is their only key.
        <li key={`slot-${slot}`} className={`${cardClassName} card-skeleton`}>
          {withMedia && <span className="card-skeleton__media" />}
          <span className="card-skeleton__line card-skeleton__line--title" />
          <span className="card-skeleton__line" />
          <span className="card-skeleton__line card-skeleton__line--short" />
          <span className="card-skeleton__button" />
        </li>
      ))}
    </ul>
  );
}
