import { Field, InputType } from 'type-graphql';

import { IsOptional, Length, MaxLength } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { PublicFormInput } from '../public-forms/public-form.inputs';

export const CONTACT_MESSAGE_MAX = 5000;

@InputType({ description: 'A message from the contact form.' })
export class ContactMessageInput extends PublicFormInput {
  @Field({ description: 'Full name of the sender, 1 to 200 characters.' })
  @Length(1, 200, { message: 'name is required (at most 200 characters).' })
  name!: string;

  @Field({ description: 'E-mail address of the sender.' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'Mobile number of the sender, 1 to 40 characters.' })
  @Length(1, 40, { message: 'mobile is required (at most 40 characters).' })
  mobile!: string;

  @Field({ nullable: true, description: 'Where the sender is based, at most 200 characters; optional.' })
  @IsOptional()
  @MaxLength(200, { message: 'location must be at most 200 characters.' })
  location?: string;

  @Field({ nullable: true, description: `The message, at most ${CONTACT_MESSAGE_MAX} characters; optional.` })
  @IsOptional()
  @MaxLength(CONTACT_MESSAGE_MAX, { message: `message must be at most ${CONTACT_MESSAGE_MAX} characters.` })
  message?: string;
}
