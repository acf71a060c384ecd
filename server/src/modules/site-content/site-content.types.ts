import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

import { SiteImage } from './site-image.entity';

@ObjectType({ description: 'A staff member who changed site content.' })
export class SiteContentAuthor {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Their name (their e-mail address when they gave none).' })
  name!: string;
}

@ObjectType({ description: 'A document of the public site as its pages render it.' })
export class SiteContent {
  @Field({ description: 'The document’s key, e.g. `home` or `privacy-policy`.' })
  key!: string;

  @Field(() => GraphQLJSONObject, {
    description:
      'The content by field name: rich text as sanitized HTML, an image as { id, alt, width, height, webp, avif, src } ' +
      '(srcset strings) or null; other fields as stored.',
  })
  content!: Record<string, unknown>;

  @Field(() => Int, { description: 'Publishes so far (0: the content the site started with).' })
  version!: number;

  @Field(() => String, {
    nullable: true,
    description: 'For `privacy-policy` only: the version of the privacy notice this content is.',
  })
  privacyVersion!: string | null;

  @Field({ description: 'True when this is the unpublished draft (staff preview).' })
  preview!: boolean;
}

@ObjectType({ description: 'An editable document of the public site, as the back office edits it.' })
export class SiteContentPage {
  @Field()
  key!: string;

  @Field({ description: 'Its name in the back office, e.g. “Home page”.' })
  title!: string;

  @Field({ description: 'The public path that shows it (its preview opens there).' })
  path!: string;

  @Field(() => [GraphQLJSONObject], {
    description: 'Its fields (ContentField of content-schema.ts): what the editor draws one control for each.',
  })
  fields!: Record<string, unknown>[];

  @Field(() => GraphQLJSONObject, {
    description: 'The draft in its stored form (Tiptap JSON for rich text, image ids).',
  })
  draft!: Record<string, unknown>;

  @Field({ description: 'Whether the draft differs from the published content.' })
  hasUnpublishedChanges!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the draft was last changed; null while it is the seed.' })
  draftUpdatedAt!: Date | null;

  @Field(() => SiteContentAuthor, { nullable: true, description: 'Who last changed the draft, when known.' })
  draftUpdatedBy!: SiteContentAuthor | null;

  @Field(() => Date, { nullable: true, description: 'When it was last published; null while the seed shows.' })
  publishedAt!: Date | null;

  @Field(() => SiteContentAuthor, { nullable: true, description: 'Who last published it, when known.' })
  publishedBy!: SiteContentAuthor | null;

  @Field(() => Int, { description: 'Publishes so far (0: the seed).' })
  version!: number;

  @Field(() => [SiteImage], { description: 'The images the draft refers to (for the editor’s thumbnails).' })
  images!: SiteImage[];
}

@ObjectType({ description: 'One publish of a document: what was published, when and by whom.' })
export class SiteContentRevision {
  @Field(() => ID)
  id!: string;

  @Field()
  key!: string;

  @Field(() => Int, { description: '1 for the first publish of the document, then 2, 3…' })
  number!: number;

  @Field()
  publishedAt!: Date;

  @Field(() => SiteContentAuthor, { nullable: true, description: 'Who published it, when known.' })
  publishedBy!: SiteContentAuthor | null;

  @Field(() => String, { nullable: true, description: 'For `privacy-policy`: the privacy notice version it made.' })
  privacyVersion!: string | null;

  @Field(() => GraphQLJSONObject, { description: 'The content published, in its stored form.' })
  content!: Record<string, unknown>;
}
