/** The three offer cards' icons. */
export type OfferIconName = 'search' | 'growth' | 'compass';

const paths: Record<OfferIconName, string> = {
  // A magnifying glass over a person.
  search:
    'M20 8a12 12 0 1 0 0 24a12 12 0 0 0 0-24Zm0 6a3.5 3.5 0 1 1 0 7a3.5 3.5 0 0 1 0-7Zm-6 13c1-3 3.5-4.5 6-4.5s5 1.5 6 4.5M29 29l10 10',
  // Rising steps with an arrow.
  growth: 'M6 38h8v-8h8v-8h8v-8h8M30 8h10v10M40 8 27 21',
  // A compass.
  compass: 'M24 6a18 18 0 1 0 0 36a18 18 0 0 0 0-36Zm7 11-4.5 9.5L17 31l4.5-9.5Z',
};

/** A decorative line icon for a home offer card (hidden from screen readers). */
export function OfferIcon({ name }: { name: OfferIconName }) {
  return (
    <svg className="offer-card__icon" aria-hidden="true" focusable="false" viewBox="0 0 48 48">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
