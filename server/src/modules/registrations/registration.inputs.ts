import { IsEmail, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A visitor registering for an event.' })
export class RegistrationInput {
  @Field({ description: 'Name (required, at most 200 characters).' })
  @Length(1, 200, { message: 'name is required (at most 200 characters).' })
  name!: string;

  @Field({ description: 'E-mail address (required); one registration per address and event.' })
  @MaxLength(254, { message: 'email must be at most 254 characters.' })
  @IsEmail({}, { message: 'email must be a valid e-mail address.' })
  email!: string;

  @Field({ description: 'Phone number (required, at most 40 characters).' })
  @Length(1, 40, { message: 'phone is required (at most 40 characters).' })
  phone!: string;
}
