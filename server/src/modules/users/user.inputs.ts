import { Field, InputType, ObjectType } from 'type-graphql';

import { IsEmail, IsEnum, IsOptional, Length, MaxLength } from '../../lib/class-validator-rules';
import { KeepWhitespace } from '../../lib/validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/password';

import { Role } from './role';
import { User } from './user.entity';

const PASSWORD_RULE = `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;

@InputType({ description: 'A new staff account.' })
export class CreateUserInput {
  @Field({ description: 'Given name, 1 to 100 characters.' })
  @Length(1, 100, { message: 'firstName is required (at most 100 characters).' })
  firstName!: string;

  @Field({ description: 'Family name, 1 to 100 characters.' })
  @Length(1, 100, { message: 'lastName is required (at most 100 characters).' })
  lastName!: string;

  @Field({ description: 'Sign-in e-mail address; must not belong to another account (case-insensitive).' })
  @MaxLength(254, { message: 'email must be at most 254 characters.' })
  @IsEmail({ require_tld: false }, { message: 'email must be a valid e-mail address.' })
  email!: string;

  @Field({
    description: `Password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; any characters, no composition rules.`,
  })
  @KeepWhitespace()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password ${PASSWORD_RULE}.` })
  password!: string;

  @Field(() => Role, { nullable: true, description: 'Role of the new account; USER when omitted.' })
  @IsOptional()
  @IsEnum(Role, { message: `role must be one of ${Object.values(Role).join(', ')}.` })
  role?: Role;
}

@InputType({ description: 'A change of the signed-in user’s own password.' })
export class ChangePasswordInput {
  @Field({ description: 'The password in use now.' })
  @KeepWhitespace()
  @Length(1, PASSWORD_MAX_LENGTH, { message: 'currentPassword is required.' })
  currentPassword!: string;

  @Field({ description: `The new password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  @KeepWhitespace()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `newPassword ${PASSWORD_RULE}.` })
  newPassword!: string;
}

@ObjectType({ description: 'A changed password: every earlier session ended, and this one goes on with a new token.' })
export class ChangePasswordPayload {
  @Field({
    description:
      'A new JWT for this session (send it as "Authorization: Bearer <token>" from now on): the token the change ' +
      'was made with no longer works, nor does any other issued before the change.',
  })
  token!: string;

  @Field(() => User, { description: 'The account.' })
  user!: User;
}

@InputType({ description: 'A temporary password for another account; it must be changed at its next sign-in.' })
export class TemporaryPasswordInput {
  @Field({ description: `The temporary password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  @KeepWhitespace()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { message: `password ${PASSWORD_RULE}.` })
  password!: string;
}
