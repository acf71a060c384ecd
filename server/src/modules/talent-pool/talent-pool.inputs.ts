import { ArgsType, Field, InputType, Int } from 'type-graphql';

import { IsInt, IsOptional, Max, MaxLength, Min } from '../../lib/class-validator-rules';
import { ApplicantInput } from '../public-forms/applicant.inputs';

/** The longest "what kind of role" message a sender may write. */
export const POOL_MESSAGE_MAX_LENGTH = 2000;
export const TALENT_POOL_PAGE_MAX = 100;

@InputType({
  description:
    'What a visitor sends with a CV when no job is open for them ("Send us your CV"). One entry per e-mail address: ' +
    'sending again from it updates the entry.',
})
export class GeneralApplicationInput extends ApplicantInput {
  @Field({
    nullable: true,
    description: `What kind of role the sender is looking for (optional, at most ${POOL_MESSAGE_MAX_LENGTH} characters).`,
  })
  @IsOptional()
  @MaxLength(POOL_MESSAGE_MAX_LENGTH, { message: `message must be at most ${POOL_MESSAGE_MAX_LENGTH} characters.` })
  message?: string;
}

@ArgsType()
export class TalentPoolArgs {
  @Field(() => Int, { defaultValue: 25, description: `How many to answer (1 to ${TALENT_POOL_PAGE_MAX}).` })
  @IsInt({ message: `first must be a whole number from 1 to ${TALENT_POOL_PAGE_MAX}.` })
  @Min(1, { message: `first must be a whole number from 1 to ${TALENT_POOL_PAGE_MAX}.` })
  @Max(TALENT_POOL_PAGE_MAX, { message: `first must be a whole number from 1 to ${TALENT_POOL_PAGE_MAX}.` })
  first: number = 25;

  @Field(() => String, { nullable: true, description: 'A cursor from the previous page.' })
  @IsOptional()
  @MaxLength(500, { message: 'after must be a cursor from this list.' })
  after?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Finds a part of the name, e-mail address or phone number (letter case ignored).',
  })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters.' })
  search?: string | null;
}
