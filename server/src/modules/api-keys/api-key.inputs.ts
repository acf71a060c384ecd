import { Field, InputType, ObjectType } from 'type-graphql';

import { IsBoolean, IsDate, IsEnum, IsOptional, Length, MaxLength } from '../../lib/class-validator-rules';
import { KeepWhitespace } from '../../lib/validation';
import { PASSWORD_MAX_LENGTH } from '../auth/password';
import { Role } from '../users/role';

import { ApiKey } from './api-key.entity';

@InputType({ description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, 1 to 100 characters (e.g. "Workday sync").' })
  @Length(1, 100, { message: 'name is required (at most 100 characters).' })
  name!: string;

  @Field(() => Role, {
    description: 'What the key may do: no higher than the creator’s own role, and never SUPER_ADMIN.',
  })
  @IsEnum(Role, { message: `role must be one of ${Object.values(Role).join(', ')}.` })
  role!: Role;

  @Field({ defaultValue: false, description: 'Read-only: queries and GET requests only, every change refused.' })
  @IsBoolean({ message: 'readOnly must be true or false.' })
  readOnly: boolean = false;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the key stops working: in the future, and at most API_KEY_MAX_DAYS (365 by default) from now. ' +
      'Null: API_KEY_DEFAULT_DAYS (90 by default) from now. No key works for ever.',
  })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date and time.' })
  expiresAt?: Date | null;

  @Field({
    description:
      'The creator’s password again, or a current two-factor code when their account has two-factor sign-in on: ' +
      'a session alone cannot mint a key. A wrong one is refused (BAD_USER_INPUT, field passwordOrCode) and ' +
      'counted like a failed sign-in.',
  })
  @KeepWhitespace()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'passwordOrCode is too long.' })
  passwordOrCode!: string;
}

@ObjectType({ description: 'A key just created, with its secret: the only time the secret is shown.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The stored key (without its secret).' })
  apiKey!: ApiKey;

  @Field({ description: 'The key to send as "Authorization: Bearer <key>". Store it now: it is never shown again.' })
  secret!: string;
}
