import { randomUUID } from 'node:crypto';

import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Role } from './role';

@ObjectType({ description: 'A staff account.' })
@Entity({ tableName: 'users' })
// E-mails are stored normalised, so the plain unique index is case-insensitive.
@Check({ name: 'users_email_normalised', expression: 'email = lower(btrim(email))' })
export class User {
  [OptionalProps]?:
    | 'id'
    | 'role'
    | 'disabled'
    | 'createdAt'
    | 'updatedAt'
    | 'lastSignInAt'
    | 'mustChangePassword'
    | 'twoFactorEnabledAt'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpLastStep'
    | 'twoFactorEnabled'
    | 'sessionsValidFrom'
    | 'wrongCodes'
    | 'wrongCodesSince'
    | 'wrongCodesInARow';

  @Field(() => ID, { description: 'Stable identifier of the account.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Given name.' })
  @Property({ length: 100 })
  firstName!: string;

  @Field({ description: 'Family name.' })
  @Property({ length: 100 })
  lastName!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
  @Field({ description: 'Sign-in e-mail address, trimmed and lower-cased.' })
  @Property({ length: 254 })
  @Unique()
  email!: string;

  /** argon2id hash; never selected unless asked for, never exposed through any API. */
  @Property({ length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Field(() => Role, { description: 'What the account may do; see the Role enum.' })
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role: Role = Role.USER;

  @Field({ description: 'A disabled account cannot sign in and its tokens stop working.' })
  @Property()
  disabled: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When the account last signed in; null if never.' })
  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null = null;

  @Field({
    description: 'The password was set by an administrator: the next sign-in must choose a new one first.',
  })
  @Property()
  mustChangePassword: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When two-factor sign-in was turned on; null while it is off.' })
  @Property({ type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null = null;

  @Field({ description: 'Sign-in asks for a code from an authenticator app (or a recovery code) after the password.' })
  get twoFactorEnabled(): boolean {
    return this.twoFactorEnabledAt !== null;
  }

  /**
   * The TOTP secret of two-factor sign-in while it is on, encrypted (auth/totp-secret-box.ts);
   * never exposed through any API.
   */
  @Property({ length: 255, nullable: true, hidden: true, lazy: true })
  totpSecret: string | null = null;

  /** A secret handed out by an enrolment that has not been confirmed with a code yet, encrypted the same way. */
  @Property({ length: 255, nullable: true, hidden: true, lazy: true })
  totpPendingSecret: string | null = null;

  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (replay). */
  @Property({ type: 'integer', nullable: true, hidden: true, lazy: true })
  totpLastStep: number | null = null;

  /**
   * Sign-in tokens issued before this instant no longer count (see auth/sessions.ts); null: every
   * unexpired token of the account counts.
   */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  sessionsValidFrom: Date | null = null;

  /** Wrong two-factor codes since `wrongCodesSince`: a day's worth is capped (see auth/wrong-code-limit.ts). */
  @Property({ type: 'integer', hidden: true, default: 0 })
  wrongCodes: number = 0;

  /** The start of the day the wrong codes are counted in; null before the first one. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  wrongCodesSince: Date | null = null;

  /** Wrong two-factor codes since the last right one: the owner is e-mailed when it reaches the alert count. */
  @Property({ type: 'integer', hidden: true, default: 0, fieldName: 'wrong_codes_in_a_row' })
  wrongCodesInARow: number = 0;

  @Field({ description: 'When the account was created.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
