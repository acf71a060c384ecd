import { ArgsType, Field, InputType, Int } from 'type-graphql';

import { IsBoolean, IsInt, IsOptional, Length, Max, MaxLength, Min, ValidateIf } from '../../lib/class-validator-rules';
import { EmailAddress } from '../../lib/validation';
import { WebAddress } from '../../lib/web-address';

export const CLIENT_NAME_MAX = 200;
export const CLIENT_INDUSTRY_MAX = 100;
export const CLIENT_NOTES_MAX = 5000;
export const CLIENT_LOGO_ALT_MAX = 200;
export const CONTACT_NAME_MAX = 200;
export const CONTACT_ROLE_MAX = 200;
export const CONTACT_PHONE_MAX = 40;
export const CLIENTS_PAGE_MAX = 100;

@InputType({
  description:
    'A client company as staff write it. On update, an optional detail left out keeps its value; null clears it.',
})
export class ClientInput {
  @Field({ description: `The company’s name (required, at most ${CLIENT_NAME_MAX} characters; one client per name).` })
  @Length(1, CLIENT_NAME_MAX, { message: `name is required (at most ${CLIENT_NAME_MAX} characters).` })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The company’s web site: an http(s) address (https:// is added when no scheme is given); empty: none.',
  })
  @ValidateIf((input: ClientInput) => Boolean(input.website))
  @WebAddress('website')
  website?: string | null;

  @Field(() => String, { nullable: true, description: `The industry (at most ${CLIENT_INDUSTRY_MAX} characters).` })
  @IsOptional()
  @MaxLength(CLIENT_INDUSTRY_MAX, { message: `industry must be at most ${CLIENT_INDUSTRY_MAX} characters.` })
  industry?: string | null;

  @Field(() => String, { nullable: true, description: `Staff’s notes (at most ${CLIENT_NOTES_MAX} characters).` })
  @IsOptional()
  @MaxLength(CLIENT_NOTES_MAX, { message: `notes must be at most ${CLIENT_NOTES_MAX} characters.` })
  notes?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the name may appear publicly on the client’s jobs (default false).',
  })
  @IsOptional()
  @IsBoolean({ message: 'showNamePublicly must be true or false.' })
  showNamePublicly?: boolean | null;
}

@InputType({ description: 'A person at a client company, as staff write it (add and replace).' })
export class ClientContactInput {
  @Field({ description: `Full name (required, at most ${CONTACT_NAME_MAX} characters).` })
  @Length(1, CONTACT_NAME_MAX, { message: `fullName is required (at most ${CONTACT_NAME_MAX} characters).` })
  fullName!: string;

  @Field(() => String, { nullable: true, description: `Role at the company (at most ${CONTACT_ROLE_MAX} characters).` })
  @IsOptional()
  @MaxLength(CONTACT_ROLE_MAX, { message: `role must be at most ${CONTACT_ROLE_MAX} characters.` })
  role?: string | null;

  @Field({ description: 'E-mail address (required).' })
  @EmailAddress()
  email!: string;

  @Field(() => String, { nullable: true, description: `Phone number (at most ${CONTACT_PHONE_MAX} characters).` })
  @IsOptional()
  @MaxLength(CONTACT_PHONE_MAX, { message: `phone must be at most ${CONTACT_PHONE_MAX} characters.` })
  phone?: string | null;
}

@ArgsType()
export class ClientsArgs {
  @Field(() => Int, { defaultValue: 25, description: `How many to answer (1 to ${CLIENTS_PAGE_MAX}).` })
  @IsInt({ message: `first must be a whole number from 1 to ${CLIENTS_PAGE_MAX}.` })
  @Min(1, { message: `first must be a whole number from 1 to ${CLIENTS_PAGE_MAX}.` })
  @Max(CLIENTS_PAGE_MAX, { message: `first must be a whole number from 1 to ${CLIENTS_PAGE_MAX}.` })
  first: number = 25;

  @Field(() => String, { nullable: true, description: 'A cursor from the previous page.' })
  @IsOptional()
  @MaxLength(500, { message: 'after must be a cursor from this list.' })
  after?: string | null;

  @Field(() => String, { nullable: true, description: 'Finds a part of the name or industry (letter case ignored).' })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters.' })
  search?: string | null;
}
