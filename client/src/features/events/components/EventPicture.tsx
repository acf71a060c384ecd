import type { EventCardFieldsFragment } from '../../../gql/graphql';

import { EventImagePlaceholder } from './EventImagePlaceholder';

export interface EventPictureProps {
  event: Pick<EventCardFieldsFragment, 'name' | 'imageUrl' | 'imageSources'>;
  className: string;
  /** How wide the picture is shown, for the browser to pick a width from the srcset. */
  sizes: string;
  loading?: 'lazy' | 'eager';
}

/**
 * An event's picture as a <picture>: AVIF and WebP copies in the widths the server made (the
 * browser picks the format it reads and the width `sizes` needs), imageUrl as the fallback; our
 * placeholder when the event has none.
 */
export function EventPicture({ event, className, sizes, loading }: EventPictureProps) {
  if (!event.imageUrl) return <EventImagePlaceholder />;
  return (
    <picture>
      {event.imageSources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img className={className} src={event.imageUrl} alt={event.name} loading={loading} />
    </picture>
  );
}
