import { GraphQLJSONObject } from 'graphql-scalars';
import { type FileUpload, GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';

import { receiveUpload } from '../../graphql/uploads';
import type { RequestContext } from '../../request-context';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { INVALID_SITE_IMAGE_MESSAGE } from './site-content.messages';
import { SiteContent, SiteContentPage, SiteContentRevision } from './site-content.types';
import { SiteImage } from './site-image.entity';

const key = () => Arg('key', { description: 'The document’s key, e.g. `home` or `privacy-policy`.' });

@Resolver()
export class SiteContentResolver {
  @Public()
  @Query(() => SiteContent, {
    description:
      'A document of the public site as its pages render it: the published content, or with `preview` the draft ' +
      '(staff only: UNAUTHENTICATED/FORBIDDEN otherwise). NOT_FOUND for an unknown key.',
  })
  async siteContent(
    @key() key: string,
    @Arg('preview', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description: 'The draft instead of the published content (staff).',
    })
    preview: boolean | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteContent> {
    return ctx.services.siteContent.rendered(key, preview ? await ctx.viewer() : null);
  }

  @Auth(Role.ADMIN)
  @Query(() => [SiteContentPage], { description: 'Every editable document of the public site, in the editor’s order.' })
  siteContentPages(@Ctx() ctx: RequestContext): Promise<SiteContentPage[]> {
    return ctx.services.siteContent.pages();
  }

  @Auth(Role.ADMIN)
  @Query(() => SiteContentPage, { description: 'One editable document; NOT_FOUND for an unknown key.' })
  siteContentPage(@key() key: string, @Ctx() ctx: RequestContext): Promise<SiteContentPage> {
    return ctx.services.siteContent.page(key);
  }

  @Auth(Role.ADMIN)
  @Query(() => [SiteContentRevision], { description: 'A document’s publishes, the newest first.' })
  siteContentRevisions(@key() key: string, @Ctx() ctx: RequestContext): Promise<SiteContentRevision[]> {
    return ctx.services.siteContent.revisions(key);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SiteContentPage, {
    description:
      'Saves a document’s draft (the public site keeps showing the published content). Checked against the ' +
      'document’s fields: BAD_USER_INPUT with extensions.field the path (e.g. `hero.title`, `items.2.quote`); ' +
      'nothing is saved then. List items without an `id` are given one.',
  })
  saveSiteContentDraft(
    @key() key: string,
    @Arg('content', () => GraphQLJSONObject, { description: 'The whole draft, in its stored form.' })
    content: Record<string, unknown>,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteContentPage> {
    return ctx.services.siteContent.saveDraft(caller, key, content);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SiteContentPage, {
    description:
      'Publishes the draft: a new revision, audited (SITE_CONTENT_PUBLISHED); for `privacy-policy` a new privacy ' +
      'notice version. CONFLICT when the draft is the published content.',
  })
  publishSiteContent(
    @key() key: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteContentPage> {
    return ctx.services.siteContent.publish(caller, key);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SiteContentPage, { description: 'Throws the draft away: it becomes the published content again.' })
  discardSiteContentDraft(
    @key() key: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteContentPage> {
    return ctx.services.siteContent.discardDraft(caller, key);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SiteContentPage, {
    description: 'Makes a revision the draft again (publish it to show it); audited (SITE_CONTENT_RESTORED).',
  })
  restoreSiteContentRevision(
    @Arg('id', () => ID, { description: 'The revision’s id.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteContentPage> {
    return ctx.services.siteContent.restore(caller, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SiteImage, {
    description:
      'Adds a picture for the site’s content: a PNG, JPEG, GIF, WebP or AVIF (at most EVENT_IMAGE_MAX_BYTES) sent ' +
      'as a GraphQL multipart request (header Apollo-Require-Preflight: true), kept only as resized WebP and AVIF ' +
      'copies with no metadata. BAD_USER_INPUT on `alt` when it is empty (the file is then not read), on `file` ' +
      'when it is not a picture; nothing is kept then. Audited (SITE_IMAGE_UPLOADED).',
  })
  async uploadSiteImage(
    @Arg('file', () => GraphQLUpload, { description: 'The picture.' }) file: Promise<FileUpload>,
    @Arg('alt', { description: 'What the picture shows, for people who cannot see it (required).' }) alt: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<SiteImage> {
    // Before the file is read: a refused alternative text never has a file written.
    const altText = ctx.services.siteImages.checkAlt(alt);
    const upload = await receiveUpload(file, 'file', INVALID_SITE_IMAGE_MESSAGE);
    const stored = upload ? await ctx.services.siteImages.saveUpload(upload.stream, upload.filename) : undefined;
    return ctx.services.siteImages.add(caller, stored, altText);
  }
}
