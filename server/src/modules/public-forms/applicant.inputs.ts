import { Field, InputType } from 'type-graphql';

import { Length, ValidateIf } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { WebAddress } from '../../lib/web-address';

import { PublicFormInput } from './public-form.inputs';

/**
 * Who sends a resume through a public form ("Send us your CV"; a job's apply form asks the same):
 * the fields every such form asks besides its own, with their rules. Each form's input type
 * inherits them (this base type itself is used by no field).
 */
@InputType({ description: 'Who sends a resume through a public form.' })
export abstract class ApplicantInput extends PublicFormInput {
  @Field({ description: 'Full name (required, at most 200 characters).' })
  @Length(1, 200, { message: 'fullName is required (at most 200 characters).' })
  fullName!: string;

  @Field({ description: 'E-mail address (required).' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'Phone number (required, at most 40 characters).' })
  @Length(1, 40, { message: 'phone is required (at most 40 characters).' })
  phone!: string;

  @Field({
    nullable: true,
    description:
      'LinkedIn profile: a web address (optional, at most 500 characters; https:// is added when no scheme is given).',
  })
  @ValidateIf((input: ApplicantInput) => Boolean(input.linkedIn))
  @WebAddress('linkedIn')
  linkedIn?: string;
}
