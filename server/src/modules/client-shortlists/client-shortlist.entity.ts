import { randomUUID } from 'node:crypto';

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, wrap } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { ClientContact } from '../clients/client-contact.entity';
import { Job } from '../jobs/job.entity';
import { Role } from '../users/role';
import { User } from '../users/user.entity';

import { ClientShortlistStatus } from './client-shortlist.types';

/**
 * Candidates of one job sent to a client contact through a capability link: `/shortlists/<token>`,
 * whose token is never stored (only its SHA-256), opened from a browser that entered a one-time
 * code (ClientShortlistBrowser), until it expires, is revoked, or its sender's account ends. It
 * shows only what the share flags allow. Goes with its job or its contact (erasure) by the cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({ description: 'Candidates of a job sent to a client contact through a link (staff only).' })
@Entity({ tableName: 'client_shortlist' })
@Unique({ name: 'client_shortlist_token_hash_unique', properties: ['tokenHash'] })
@Index({ name: 'client_shortlist_job_idx', properties: ['job', 'sentAt'] })
@Index({ name: 'client_shortlist_contact_idx', properties: ['contact'] })
@Index({ name: 'client_shortlist_sent_by_idx', properties: ['sentBy'] })
export class ClientShortlist {
  [OptionalProps]?:
    | 'id'
    | 'sentBy'
    | 'shareResume'
    | 'shareLinkedIn'
    | 'shareEmail'
    | 'sharePhone'
    | 'message'
    | 'sentAt'
    | 'revokedAt'
    | 'firstOpenedAt'
    | 'status'
    | 'sentByName';

  @Field(() => ID, { description: 'Stable identifier of the shortlist.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Job, { description: 'The job whose candidates it holds.' })
  @ManyToOne(() => Job, { deleteRule: 'cascade' })
  job!: Job;

  @Field(() => ClientContact, { description: 'The client contact it was sent to.' })
  @ManyToOne(() => ClientContact, { deleteRule: 'cascade' })
  contact!: ClientContact;

  /** The staff account that sent it: the link works only while that account may send one. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  sentBy?: User | null = null;

  /** SHA-256 (hex) of the link's token; the token itself is only in the e-mail. */
  @Property({ length: 64, hidden: true })
  tokenHash!: string;

  @Field({ description: 'The client may open each candidate’s resume (watermarked).' })
  @Property({ default: true })
  shareResume: boolean = true;

  @Field({ description: 'The client sees each candidate’s LinkedIn profile.' })
  @Property({ default: false })
  shareLinkedIn: boolean = false;

  @Field({ description: 'The client sees each candidate’s e-mail address.' })
  @Property({ default: false })
  shareEmail: boolean = false;

  @Field({ description: 'The client sees each candidate’s phone number.' })
  @Property({ default: false })
  sharePhone: boolean = false;

  @Field({ description: 'The recruiter’s message to the contact; empty when none.' })
  @Property({ type: 'text', default: '' })
  message: string = '';

  @Field({ description: 'When it was sent.' })
  @Property({ type: 'timestamptz' })
  sentAt: Date = new Date();

  @Field({ description: 'When the link stops working (at most 90 days after sending).' })
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while not revoked.' })
  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the contact first read it; null until then.' })
  @Property({ type: 'timestamptz', nullable: true })
  firstOpenedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: 'The name of the staff member who sent it; null when unknown.' })
  get sentByName(): string | null {
    const sender = this.sentBy;
    if (!sender || !wrap(sender).isInitialized()) return null;
    return `${sender.firstName} ${sender.lastName}`.trim() || null;
  }

  @Field(() => ClientShortlistStatus, {
    description: 'ACTIVE, EXPIRED or REVOKED (revoked by staff, or its sender’s account ended).',
  })
  get status(): ClientShortlistStatus {
    if (this.revokedAt) return ClientShortlistStatus.REVOKED;
    return this.expiresAt.getTime() <= Date.now() ? ClientShortlistStatus.EXPIRED : ClientShortlistStatus.ACTIVE;
  }
}
