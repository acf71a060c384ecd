import { IsEmail, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';

import { KeepWhitespace } from '../../lib/validation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

@ArgsType()
export class LoginArgs {
  @Field({ description: 'The account’s e-mail address (any letter case).' })
  @MaxLength(254, { message: 'email must be at most 254 characters.' })
  @IsEmail({ require_tld: false }, { message: 'email must be a valid e-mail address.' })
  email!: string;

  @Field({ description: 'The account’s password.' })
  @KeepWhitespace()
  @Length(1, 1024, { message: 'password is required.' })
  password!: string;
}

@ArgsType()
export class LoginWithNewPasswordArgs extends LoginArgs {
  @Field({ description: `The new password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  @KeepWhitespace()
  @Length(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, {
    message: `newPassword must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  })
  newPassword!: string;
}

/** Where a sign-in stands once the password was right. */
export enum SignInStep {
  SIGNED_IN = 'SIGNED_IN',
  NEW_PASSWORD = 'NEW_PASSWORD',
}

registerEnumType(SignInStep, {
  name: 'SignInStep',
  description: 'Where a sign-in stands once the password was right.',
  valuesConfig: {
    SIGNED_IN: { description: 'Done: the payload carries the token.' },
    NEW_PASSWORD: {
      description: 'The password is a temporary one set by an administrator: call loginWithNewPassword with a new one.',
    },
  },
});

@ObjectType({ description: 'A sign-in whose password was right: a session, or the step still missing.' })
export class LoginPayload {
  @Field(() => SignInStep, { description: 'SIGNED_IN, or the step the caller must take next.' })
  step!: SignInStep;

  @Field(() => String, {
    nullable: true,
    description:
      'Signed JWT to send as "Authorization: Bearer <token>"; it expires (JWT_EXPIRES_IN). Null until SIGNED_IN.',
  })
  token!: string | null;

  @Field(() => Role, { nullable: true, description: 'Role of the signed-in account; null until SIGNED_IN.' })
  role!: Role | null;

  @Field(() => User, { nullable: true, description: 'The signed-in account; null until SIGNED_IN.' })
  user!: User | null;

  @Field(() => String, { nullable: true, description: 'What to tell the person when a step is missing.' })
  message!: string | null;
}
