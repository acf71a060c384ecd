import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Client } from './client.entity';

/**
 * A person at a client company whom staff deal with (a hiring manager, say). Personal data: found,
 * exported and erased by e-mail address (clients.personal-data.ts); it goes with its client by the
 * foreign key's cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A person at a client company (staff only; personal data).' })
@Entity({ tableName: 'client_contact' })
@Index({ name: 'client_contact_client_idx', properties: ['client', 'fullName'] })
@Index({ name: 'client_contact_email_key_idx', properties: ['emailKey'] })
export class ClientContact {
  [OptionalProps]?: 'id' | 'role' | 'phone' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'Stable identifier of the contact.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Client, { description: 'The company the contact works for.' })
  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client!: Client;

  @Field({ description: 'The contact’s full name.' })
  @Property({ length: 200 })
  fullName!: string;

  @Field({
    description: 'The contact’s role at the company (for example "Head of Engineering"); empty when not given.',
  })
  @Property({ length: 200 })
  role: string = '';

  @Field({ description: 'The contact’s e-mail address, as entered.' })
  @Property({ length: 254 })
  email!: string;

  /** The e-mail trimmed and lower-cased: what the personal-data registry finds the contact by. */
  @Property({ length: 254, hidden: true })
  emailKey!: string;

  @Field({ description: 'The contact’s phone number; empty when not given.' })
  @Property({ length: 40 })
  phone: string = '';

  @Field({ description: 'When the contact was added.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'When the contact was last changed.' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
