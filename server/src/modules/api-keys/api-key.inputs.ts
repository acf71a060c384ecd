import { IsBoolean, IsDate, IsEnum, IsOptional, Length } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

import { Role } from '../users/role';

import { ApiKey } from './api-key.entity';

@InputType({ description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, 1 to 100 characters (e.g. "Workday sync").' })
  @Length(1, 100, { message: 'name is required (at most 100 characters).' })
  name!: string;

  @Field(() => Role, { description: 'What the key may do; no higher than the creator’s own role.' })
  @IsEnum(Role, { message: `role must be one of ${Object.values(Role).join(', ')}.` })
  role!: Role;

  @Field({ defaultValue: false, description: 'Read-only: queries and GET requests only, every change refused.' })
  @IsBoolean({ message: 'readOnly must be true or false.' })
  readOnly: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When the key stops working; must be in the future. Null: never.' })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date and time.' })
  expiresAt?: Date | null;
}

@ObjectType({ description: 'A key just created, with its secret: the only time the secret is shown.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The stored key (without its secret).' })
  apiKey!: ApiKey;

  @Field({ description: 'The key to send as "Authorization: Bearer <key>". Store it now: it is never shown again.' })
  secret!: string;
}
