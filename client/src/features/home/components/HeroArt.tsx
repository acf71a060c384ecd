/** Decorative hero picture: people (circles) linked into one team. Hidden from screen readers. */
export function HeroArt() {
  return (
    <svg className="home-hero__art" aria-hidden="true" focusable="false" viewBox="0 0 240 200">
      <g stroke="#9cc7e0" strokeWidth="3" fill="none" strokeLinecap="round">
        <path d="M60 60 120 100 190 50M120 100 80 160M120 100 180 150" />
        <circle cx="120" cy="100" r="58" strokeDasharray="4 10" />
      </g>
      <g fill="#fff">
        <circle cx="120" cy="92" r="14" />
        <path d="M96 128c3-14 13-20 24-20s21 6 24 20Z" />
      </g>
      <g fill="#d6e8f3">
        <circle cx="60" cy="60" r="16" />
        <circle cx="190" cy="50" r="13" />
        <circle cx="80" cy="160" r="12" />
        <circle cx="180" cy="150" r="17" />
      </g>
      <g fill="#f0a500">
        <circle cx="60" cy="60" r="6" />
        <circle cx="180" cy="150" r="6" />
      </g>
    </svg>
  );
}
