import { randomUUID } from 'node:crypto';

import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

/**
 * A client company of the consultancy: the business a job is filled for. Business data, not
 * personal data (its contacts are: ClientContact). A job names its client through Job.client; the
 * client's name appears publicly on a job only when `showNamePublicly` is on and the job is not
 * marked confidential.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'A client company the consultancy fills jobs for (staff only).' })
@Entity({ tableName: 'client' })
@Unique({ name: 'client_name_key_unique', properties: ['nameKey'] })
export class Client {
  [OptionalProps]?:
    'id' | 'website' | 'industry' | 'notes' | 'showNamePublicly' | 'logoKey' | 'logoAlt' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'Stable identifier of the client.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The company’s name, as it is written.' })
  @Property({ length: 200 })
  name!: string;

  /** The name trimmed and lower-cased: one client per name. */
  @Property({ length: 200, hidden: true })
  nameKey!: string;

  @Field({ description: 'The company’s web site (https URL); empty when not given.' })
  @Property({ length: 500 })
  website: string = '';

  @Field({ description: 'The company’s industry, in staff’s words; empty when not given.' })
  @Property({ length: 100 })
  industry: string = '';

  @Field({ description: 'Staff’s notes about the client; empty when none.' })
  @Property({ type: 'text' })
  notes: string = '';

  @Field({
    description:
      'Whether the company’s name may appear publicly on its jobs (the posting’s hiring organization). Off: the posting names the consultancy.',
  })
  @Property({ default: false })
  showNamePublicly: boolean = false;

  /** Storage key prefix of the logo's image variants; null when the client has no logo. */
  @Property({ length: 100, nullable: true, hidden: true })
  logoKey?: string | null;

  @Field({ description: 'The logo’s alternative text; empty when there is no logo.' })
  @Property({ length: 200 })
  logoAlt: string = '';

  @Field({ description: 'When the client was added.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field({ description: 'When the client was last changed.' })
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
