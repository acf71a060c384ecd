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
}
