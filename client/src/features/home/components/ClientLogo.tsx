import { SitePicture } from '../../../components/ui/SitePicture';
import type { ClientLogoContent } from '../home-content';

type LogoShape = 'circle' | 'square' | 'hexagon' | 'diamond';

const SHAPES: readonly LogoShape[] = ['circle', 'square', 'hexagon', 'diamond'];
/** The monogram's fills; white initials on each keep at least 4.5:1 contrast. */
const TONES = ['#0b5d8a', '#6a3d9a', '#1b6e2d', '#9c2f2f', '#005f73', '#7a4f00', '#2f4858', '#8a2d6b'] as const;

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
export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A logo without a picture: a monogram of the name (shape and colour by its place in the list) and the name. */
function Monogram({ name, position }: { name: string; position: number }) {
  const letters = initials(name);
  return (
    <div className="client-logo" role="img" aria-label={name}>
      <svg className="client-logo__mark" viewBox="0 0 56 56" aria-hidden="true">
        <Mark shape={SHAPES[position % SHAPES.length]!} tone={TONES[position % TONES.length]!} />
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
      </span>
    </div>
  );
}

/**
 * A client's logo: its picture (with its alt text) or, without one, a monogram of its name; a link
 * to the client's site when it has one. The name is HTML text (at least 12 px on every screen).
 */
export function ClientLogo({ logo, position }: { logo: ClientLogoContent; position: number }) {
  const drawn = logo.image ? (
    <SitePicture className="client-logo__image" image={logo.image} sizes="9rem" />
  ) : (
    <Monogram name={logo.name} position={position} />
  );
  return logo.link ? (
    <a className="client-logo__link" href={logo.link}>
      {drawn}
    </a>
  ) : (
    drawn
  );
}
