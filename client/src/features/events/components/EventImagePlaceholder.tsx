/** Our own picture for an event without an image: a calendar page, named for screen readers. */
export function EventImagePlaceholder() {
  return (
    <svg
      className="event-card__media event-card__media--placeholder"
      role="img"
      aria-label="No image available"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="320" height="180" fill="#e6edf4" />
      <g fill="none" stroke="#0b5d8a" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
        <rect x="128" y="40" width="64" height="60" rx="6" />
        <path d="M128 58h64M144 32v16M176 32v16" />
      </g>
      <g fill="#0b5d8a">
        <circle cx="146" cy="72" r="4" />
        <circle cx="160" cy="72" r="4" />
        <circle cx="174" cy="72" r="4" />
        <circle cx="146" cy="86" r="4" />
        <circle cx="160" cy="86" r="4" />
      </g>
      <text x="160" y="136" textAnchor="middle" fill="#3b4658" fontSize="16" fontFamily="inherit">
        No image available
      </text>
    </svg>
  );
}
