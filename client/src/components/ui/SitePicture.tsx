import type { SiteImage } from '../../lib/site-content';

/**
 * A picture of the site's content: AVIF or WebP at the width the browser needs (`sizes`), its alt
 * text, and its own width and height so the page keeps its place while it loads.
 */
export function SitePicture({ image, sizes, className }: { image: SiteImage; sizes: string; className?: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
