import { Field, InputType, Int } from 'type-graphql';

import { IsBoolean, IsInt, IsOptional, Max, MaxLength, Min } from '../../lib/class-validator-rules';

/**
 * The fields every public form (apply, event registration, join us, contact) sends besides its
 * own: the consent and the privacy notice's version, and the two traps for automated senders.
 * Each form's input type inherits these fields (this base type itself is used by no field).
 */
@InputType({ description: 'The fields every public form sends besides its own.' })
export abstract class PublicFormInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the visitor ticked the consent box; required (true) on applications and join-us requests.',
  })
  @IsOptional()
  @IsBoolean({ message: 'consent must be true or false.' })
  consent?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Version id of the privacy notice the form showed (the client’s PRIVACY_VERSION); required.',
  })
  @IsOptional()
  @MaxLength(40, { message: 'privacyVersion must be at most 40 characters.' })
  privacyVersion?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Leave empty. A field people never see: a submission that fills it is answered like a success and dropped.',
  })
  @IsOptional()
  @MaxLength(2000, { message: 'website must be at most 2000 characters.' })
  website?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Milliseconds from showing the form to sending it. Below FORM_MIN_FILL_SECONDS the submission is kept but ' +
      'held for review (no e-mail until staff release it); left out, it is not checked.',
  })
  @IsOptional()
  @IsInt({ message: 'fillMs must be a whole number of milliseconds.' })
  @Min(0, { message: 'fillMs must not be negative.' })
  @Max(2_000_000_000, { message: 'fillMs is too large.' })
  fillMs?: number | null;
}
