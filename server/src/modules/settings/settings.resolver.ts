import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';

import type { RequestContext } from '../../request-context';
import { Auth } from '../auth/auth.decorators';
import { CurrentPrincipal } from '../auth/current-user';
import type { Principal } from '../auth/viewer';
import { Role } from '../users/role';

import { REJECTION_PLACEHOLDERS } from './rejection-template';
import { RejectionTemplateInput } from './settings.inputs';

@ObjectType({ description: 'The rejection e-mail template (staff only).' })
export class RejectionEmailTemplate {
  @Field({ description: 'Subject, with placeholders.' })
  subject!: string;

  @Field({ description: 'Body, with placeholders.' })
  body!: string;

  @Field(() => [String], { description: 'The placeholders it may use, such as {candidateName}.' })
  placeholders!: string[];

  @Field(() => Date, { nullable: true, description: 'When an admin last changed it; null while it is the default.' })
  updatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who changed it last; null while it is the default.' })
  updatedBy!: string | null;
}

@ObjectType({ description: 'The reasons a rejection may give, which ADMIN edits (staff only).' })
export class RejectionReasons {
  @Field(() => [String], { description: 'The reasons, in the order offered.' })
  reasons!: string[];

  @Field(() => Date, {
    nullable: true,
    description: 'When an admin last changed them; null while they are the default.',
  })
  updatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Who changed them last; null while they are the default.' })
  updatedBy!: string | null;
}

const PLACEHOLDERS = REJECTION_PLACEHOLDERS.map((name) => `{${name}}`);

@Resolver()
export class SettingsResolver {
  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => RejectionEmailTemplate, {
    description: 'The rejection e-mail template (the default until an admin saves one).',
  })
  async rejectionEmailTemplate(@Ctx() ctx: RequestContext): Promise<RejectionEmailTemplate> {
    return { ...(await ctx.services.settings.rejectionTemplate()), placeholders: PLACEHOLDERS };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RejectionEmailTemplate, {
    description:
      'Saves the rejection e-mail template. BAD_USER_INPUT names the field for an empty or too long text, a ' +
      'subject of more than one line, or a placeholder other than {candidateName} and {jobTitle}.',
  })
  async updateRejectionEmailTemplate(
    @Arg('input', { description: 'The new subject and body.' }) input: RejectionTemplateInput,
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<RejectionEmailTemplate> {
    return { ...(await ctx.services.settings.setRejectionTemplate(caller, input)), placeholders: PLACEHOLDERS };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RejectionEmailTemplate, { description: 'Puts the default rejection e-mail template back.' })
  async resetRejectionEmailTemplate(@Ctx() ctx: RequestContext): Promise<RejectionEmailTemplate> {
    return { ...(await ctx.services.settings.resetRejectionTemplate()), placeholders: PLACEHOLDERS };
  }

  @Auth(Role.INTERNAL_RECRUITER)
  @Query(() => RejectionReasons, {
    description: 'The reasons a rejection may give (the default until an admin saves).',
  })
  rejectionReasons(@Ctx() ctx: RequestContext): Promise<RejectionReasons> {
    return ctx.services.settings.rejectionReasons();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RejectionReasons, {
    description:
      'Saves the list of rejection reasons: 1 to 30, each up to 100 characters, no two alike (BAD_USER_INPUT on ' +
      '`reasons` names the one). Rejections already given keep their words.',
  })
  updateRejectionReasons(
    @Arg('reasons', () => [String], { description: 'The reasons, in the order offered.' }) reasons: string[],
    @CurrentPrincipal() caller: Principal,
    @Ctx() ctx: RequestContext,
  ): Promise<RejectionReasons> {
    return ctx.services.settings.setRejectionReasons(caller, reasons);
  }
}
