import { Field, InputType } from 'type-graphql';

import { Length } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { PublicFormInput } from '../public-forms/public-form.inputs';

@InputType({ description: 'A visitor registering for an event.' })
export class RegistrationInput extends PublicFormInput {
  @Field({ description: 'Name (required, at most 200 characters).' })
  @Length(1, 200, { message: 'name is required (at most 200 characters).' })
  name!: string;

  @Field({ description: 'E-mail address (required); one registration per address and event.' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'Phone number (required, at most 40 characters).' })
  @Length(1, 40, { message: 'phone is required (at most 40 characters).' })
  phone!: string;
}
