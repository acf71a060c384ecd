import { IsEmail, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';

import { KeepWhitespace } from '../../lib/validation';
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

@ObjectType({ description: 'A successful sign-in.' })
export class LoginPayload {
  @Field({ description: 'Signed JWT to send as "Authorization: Bearer <token>"; it expires (JWT_EXPIRES_IN).' })
  token!: string;

  @Field(() => Role, { description: 'Role of the signed-in account.' })
  role!: Role;

  @Field(() => User, { description: 'The signed-in account.' })
  user!: User;
}
