import type { ClientLogoData, LogoShape } from '../../../content/home';

/** The monogram's outline, centred on (28, 28) in a 56-unit square. */
function Mark({ shape, tone }: { shape: LogoShape; tone: string }) {
  switch (shape) {
    case 'circle':
      return <circle cx="28" cy="28" r="25" fill={tone} />;
    case 'square':
      return <rect x="4" y="4" width="48" height="48" rx="11" fill={tone} />;
    case 'hexagon':
      return <polygon points="28,2 51,15 51,41 28,54 5,41 5,15" fill={tone} />;
    case 'diamond':
      return <polygon points="28,1 55,28 28,55 1,28" fill={tone} />;
  }
}

/** "Fenwick & Rowe" -> "FR", "Aldermoor" -> "A". */
function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A client's wordmark, drawn from data: a coloured monogram and the name with its sector. The name
 * and sector are HTML text (not SVG text, which shrinks with the picture): at least 12 px on every
 * screen. The whole mark is one picture for screen readers, named by the company and its sector.
 */
export function ClientLogo({ name, sector, shape, tone }: ClientLogoData) {
  const letters = initials(name);
  return (
    <div className="client-logo" role="img" aria-label={`${name} ${sector}`}>
      <svg className="client-logo__mark" viewBox="0 0 56 56" aria-hidden="true">
        <Mark shape={shape} tone={tone} />
        <text
          x="28"
          y="34.5"
          textAnchor="middle"
          fill="#fff"
          fontSize={letters.length > 1 ? 16 : 20}
          fontWeight="700"
          letterSpacing="0.5"
        >
          {letters}
        </text>
      </svg>
      <span className="client-logo__text">
        <span className="client-logo__name">{name}</span>
        <span className="client-logo__sector">{sector}</span>
      </span>
    </div>
  );
}
