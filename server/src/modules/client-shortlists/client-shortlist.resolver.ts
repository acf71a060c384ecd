import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';

import { serializeCookie } from '../../lib/cookies';
import type { RequestContext } from '../../request-context';
import { Application } from '../applications/application.entity';
import { Auth, Public } from '../auth/auth.decorators';
import { CurrentPrincipal, CurrentUser } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';
import type { User } from '../users/user.entity';

import { ClientShortlist } from './client-shortlist.entity';
import { SendClientShortlistInput } from './client-shortlist.inputs';
import { SHORTLIST_BROWSER_COOKIE } from './client-shortlist.messages';
import { ClientShortlistAnswer, ClientShortlistCandidate, ClientShortlistPage } from './client-shortlist.types';
import { ClientShortlistEntry } from './client-shortlist-entry.entity';

const TOKEN_DESCRIPTION = 'The token of the shortlist’s link (the last part of /shortlists/<token>).';

@Resolver()
export class ClientShortlistResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ClientShortlist, {
    description:
      'Sends candidates of a job to a contact of the job’s client: the contact gets an e-mail with a link ' +
      '(/shortlists/<token>; the token is stored only as a hash) that works until it expires or is revoked, and ' +
      'only while the sender’s account is enabled and a recruiter. Shares the name always, and the resume, LinkedIn, ' +
      'e-mail and phone as chosen. Audited; moves no application. BAD_USER_INPUT names jobId (no client), contactId ' +
      '(not the client’s), entries or expiresInDays. Only a person may send one (not an API key).',
  })
  async sendClientShortlist(
    @Arg('input', { description: 'The candidates, the contact, what is shared and for how long.' })
    input: SendClientShortlistInput,
    @CurrentUser() sender: User,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlist> {
    return ctx.services.clientShortlists.send(sender, input);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Mutation(() => ClientShortlist, {
    description:
      'Stops a shortlist’s link at once (its page says it is no longer available); audited. A revoked one is ' +
      'answered as it is.',
  })
  async revokeClientShortlist(
    @Arg('id', () => ID, { description: 'The shortlist.' }) id: string,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlist> {
    return ctx.services.clientShortlists.revoke(caller, id);
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => [ClientShortlist], { description: 'The shortlists sent for a job, the newest first.' })
  async clientShortlists(
    @Arg('jobId', () => ID, { description: 'The job.' }) jobId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlist[]> {
    return ctx.services.clientShortlists.listForJob(jobId);
  }

  @Public()
  @Query(() => ClientShortlistPage, {
    description:
      'The page of a shortlist’s link, for the client contact (no staff sign-in). CODE_REQUIRED (no candidates, no ' +
      'message) until this browser entered a one-time code; OPEN then, each read audited. NOT_FOUND "This shortlist ' +
      'is no longer available." for an unknown, expired or revoked link alike.',
  })
  async clientShortlistPage(
    @Arg('token', { description: TOKEN_DESCRIPTION }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlistPage> {
    return ctx.services.clientShortlistLinks.page(token, ctx.cookie(SHORTLIST_BROWSER_COOKIE));
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'E-mails the shortlist’s contact a one-time code (6 digits, 10 minutes, once). At most 5 per shortlist per ' +
      'hour (TOO_MANY_REQUESTS, with retryAfterSeconds). Audited.',
  })
  async requestClientShortlistCode(
    @Arg('token', { description: TOKEN_DESCRIPTION }) token: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.clientShortlistLinks.requestCode(token);
  }

  @Public()
  @Mutation(() => ClientShortlistPage, {
    description:
      'Enters a one-time code: right, this browser is remembered for the shortlist (an httpOnly cookie) and the ' +
      'OPEN page is answered; wrong, BAD_USER_INPUT names code ("That code is not right or has expired."). Five ' +
      'wrong tries end a code.',
  })
  async verifyClientShortlistCode(
    @Arg('token', { description: TOKEN_DESCRIPTION }) token: string,
    @Arg('code', { description: 'The 6-digit code from the e-mail.' }) code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlistPage> {
    const links = ctx.services.clientShortlistLinks;
    const verified = await links.verifyCode(token, code, ctx.cookie(SHORTLIST_BROWSER_COOKIE));
    ctx.setCookie(
      serializeCookie(SHORTLIST_BROWSER_COOKIE, verified.browserToken, {
        maxAgeSeconds: verified.maxAgeSeconds,
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
        secure: ctx.secure || links.secureCookies,
      }),
    );
    return verified.page;
  }

  @Public()
  @Mutation(() => ClientShortlistCandidate, {
    description:
      'The contact’s answer about a candidate, from a browser that entered a code: INTERESTED, NOT_INTERESTED (needs ' +
      'reason, at most 500 characters) or QUESTION (needs comment); comment at most 2000 characters. A later answer ' +
      'replaces it while the shortlist works. Audited; the sender is e-mailed; no application moves.',
  })
  async answerClientShortlistCandidate(
    @Arg('token', { description: TOKEN_DESCRIPTION }) token: string,
    @Arg('entryId', () => ID, { description: 'The candidate’s entryId.' }) entryId: string,
    @Arg('answer', () => ClientShortlistAnswer, { description: 'The answer.' }) answer: ClientShortlistAnswer,
    @Arg('reason', () => String, { nullable: true, description: 'Why not interested (NOT_INTERESTED).' })
    reason: string | null | undefined,
    @Arg('comment', () => String, { nullable: true, description: 'A comment, or the question (QUESTION).' })
    comment: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientShortlistCandidate> {
    return ctx.services.clientShortlistLinks.answer(
      token,
      ctx.cookie(SHORTLIST_BROWSER_COOKIE),
      entryId,
      answer,
      reason,
      comment,
    );
  }
}

/** A shortlist's candidates, batch-loaded (no N+1). */
@Resolver(() => ClientShortlist)
export class ClientShortlistFieldsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [ClientShortlistEntry], { description: 'Its candidates, in the order sent, with the answers.' })
  entries(@Root() shortlist: ClientShortlist, @Ctx() ctx: RequestContext): Promise<ClientShortlistEntry[]> {
    return ctx.services.clientShortlists.entriesOf(shortlist.id);
  }
}

/** What clients answered about a candidate, batch-loaded over a list (no N+1). */
@Resolver(() => Application)
export class ApplicationClientFeedbackResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @FieldResolver(() => [ClientShortlistEntry], {
    description: 'The shortlists sent to clients with this candidate, the newest first, with the clients’ answers.',
  })
  clientFeedback(@Root() application: Application, @Ctx() ctx: RequestContext): Promise<ClientShortlistEntry[]> {
    return ctx.services.clientShortlists.feedbackOn(application.id);
  }
}
