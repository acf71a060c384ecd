import { randomUUID } from 'node:crypto';

import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import type { ImageVariant } from '../events/event-image-variants';
import { User } from '../users/user.entity';

/** The public address of one resized copy of a site image. */
export const siteImageVariantPath = (id: string, variant: Pick<ImageVariant, 'width' | 'format'>) =>
  `/api/site-images/${id}/${variant.width}.${variant.format}`;

/**
 * A picture of the public site's content (a team member's photo, a client's logo…), kept only as
 * its resized AVIF and WebP copies (events/event-image-variants.ts): the upload itself is never
 * stored, nor any metadata. Content refers to it by id; images are never changed, so each copy's
 * address may be cached for good.
 */
@ObjectType({ description: 'A picture for the public site’s content, with its alternative text.' })
@Entity({ tableName: 'site_image' })
export class SiteImage {
  [OptionalProps]?: 'id' | 'createdAt' | 'createdBy' | 'src';

  @Field(() => ID, { description: 'Stable identifier of the image: what content stores.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'What the picture shows, for people who cannot see it.' })
  @Property({ length: 300 })
  alt!: string;

  @Field(() => Int, { description: 'The upload’s width in pixels (upright).' })
  @Property()
  width!: number;

  @Field(() => Int, { description: 'The upload’s height in pixels (upright).' })
  @Property()
  height!: number;

  /** The resized copies, AVIF and WebP per width. */
  @Property({ type: 'jsonb' })
  variants!: ImageVariant[];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;

  @Field({ description: 'The address of its smallest WebP copy (for a thumbnail or `src`).' })
  get src(): string {
    const webp = this.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
    return webp[0] ? siteImageVariantPath(this.id, webp[0]) : '';
  }
}
