import { ArgsType, Field, ObjectType, registerEnumType } from 'type-graphql';

import { IsEmail, IsOptional, Length, MaxLength } from '../../lib/class-validator-rules';
import { KeepWhitespace } from '../../lib/validation';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

const CHALLENGE_MAX_LENGTH = 300;

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

  @Field(() => String, {
    nullable: true,
    description: 'With two-factor sign-in on: the challenge of the NEW_PASSWORD step that loginWithTwoFactor answered.',
  })
  @IsOptional()
  @MaxLength(CHALLENGE_MAX_LENGTH, { message: 'challenge is not valid.' })
  challenge?: string | null;
}

@ArgsType()
export class TwoFactorChallengeArgs {
  @Field({ description: 'The challenge of the step the sign-in answered.' })
  @Length(1, CHALLENGE_MAX_LENGTH, { message: 'challenge is required.' })
  challenge!: string;
}

@ArgsType()
export class TwoFactorCodeArgs {
  @Field({ description: 'The 6-digit code of the authenticator app, or an unused recovery code.' })
  @Length(1, 64, { message: 'code is required.' })
  code!: string;
}

@ArgsType()
export class LoginWithTwoFactorArgs extends TwoFactorChallengeArgs {
  @Field({ description: 'The 6-digit code of the authenticator app, or an unused recovery code.' })
  @Length(1, 64, { message: 'code is required.' })
  code!: string;
}

@ArgsType()
export class LoginWithTwoFactorSetupArgs extends TwoFactorChallengeArgs {
  @Field({ description: 'A current 6-digit code of the authenticator app being set up.' })
  @Length(1, 64, { message: 'code is required.' })
  code!: string;

  @Field({ description: 'The code e-mailed to the account’s address by startTwoFactorSetup.' })
  @Length(1, 64, { message: 'emailCode is required.' })
  emailCode!: string;
}

@ObjectType({
  description: 'What an authenticator app needs to add the account; nothing changes until it is confirmed.',
})
export class TwoFactorEnrolment {
  @Field({ description: 'The secret, base32, for typing into the app by hand.' })
  secret!: string;

  @Field({ description: 'The otpauth:// URI the QR code holds.' })
  otpauthUri!: string;

  @Field({ description: 'The QR code as a data: URL of an SVG image, drawn by the server.' })
  qrCodeDataUrl!: string;
}

/** Where a sign-in stands once the password was right. */
export enum SignInStep {
  SIGNED_IN = 'SIGNED_IN',
  NEW_PASSWORD = 'NEW_PASSWORD',
  TWO_FACTOR = 'TWO_FACTOR',
  TWO_FACTOR_SETUP = 'TWO_FACTOR_SETUP',
}

registerEnumType(SignInStep, {
  name: 'SignInStep',
  description: 'Where a sign-in stands once the password was right.',
  valuesConfig: {
    SIGNED_IN: { description: 'Done: the payload carries the token.' },
    NEW_PASSWORD: {
      description:
        'The password is a temporary one set by an administrator: call loginWithNewPassword with a new one ' +
        '(and the challenge, when the account has two-factor sign-in).',
    },
    TWO_FACTOR: {
      description: 'Two-factor sign-in is on: call loginWithTwoFactor with the challenge and a code.',
    },
    TWO_FACTOR_SETUP: {
      description:
        'The account’s role requires two-factor sign-in and it has none: call startTwoFactorSetup, then ' +
        'loginWithTwoFactorSetup with the challenge and a code.',
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

  @Field(() => String, {
    nullable: true,
    description:
      'For the next step: a short-lived signed challenge (five minutes), not a session token. Null when SIGNED_IN.',
  })
  challenge!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'The recovery codes, once, when this sign-in turned two-factor sign-in on; null otherwise.',
  })
  recoveryCodes!: string[] | null;
}

@ObjectType({
  description:
    'Two-factor sign-in turned on or off from Settings: every earlier session of the account ended, and this one ' +
    'goes on with a new token.',
})
export class TwoFactorChange {
  @Field({
    description:
      'A new JWT for this session (send it as "Authorization: Bearer <token>" from now on): the token the change ' +
      'was made with no longer works, nor does any other issued before the change.',
  })
  token!: string;

  @Field(() => [String], {
    description: 'Turned on: ten one-time recovery codes, shown this once (only their hashes are kept). Off: none.',
  })
  recoveryCodes!: string[];

  @Field(() => User, { description: 'The account.' })
  user!: User;
}
