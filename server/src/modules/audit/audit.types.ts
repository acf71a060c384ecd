import { Field, ID, InputType, ObjectType } from 'type-graphql';

import { IsDate, IsEnum, IsOptional, IsUUID } from '../../lib/class-validator-rules';
import { PageInfo } from '../../lib/paging';

import { AuditAction } from './audit-action';
import { AuditEntry } from './audit-entry.entity';

@InputType({ description: 'Narrows the audit log; every given filter must hold.' })
export class AuditFilterInput {
  @Field(() => ID, { nullable: true, description: 'Only what this staff account did.' })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be an account id.' })
  actorId?: string;

  @Field(() => AuditAction, { nullable: true, description: 'Only this kind of action.' })
  @IsOptional()
  @IsEnum(AuditAction, { message: 'action must be one of the AuditAction values.' })
  action?: AuditAction;

  @Field({ nullable: true, description: 'Only entries at or after this instant.' })
  @IsOptional()
  @IsDate({ message: 'from must be a date and time.' })
  from?: Date;

  @Field({ nullable: true, description: 'Only entries before this instant.' })
  @IsOptional()
  @IsDate({ message: 'to must be a date and time.' })
  to?: Date;
}

@ObjectType({
  description:
    'The names an audit entry reads with, looked up when the log is read (the entry itself holds ids). ' +
    'Null where the account or record is gone (deleted or erased) or has no name.',
})
export class AuditEntryNames {
  @Field(() => String, { nullable: true, description: 'The acting staff account’s name ("Sofia Rossi").' })
  actorName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The subject’s name: an account’s, an applicant’s, a registrant’s, a sender’s or an API key’s.',
  })
  subjectName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the subject belongs to: the job of an application, the event of a registration.',
  })
  context!: string | null;
}

@ObjectType({ description: 'One audit entry in a page, with the cursor that points at it.' })
export class AuditEntryEdge {
  @Field({ description: 'Pass as `after` to read the entries older than this one.' })
  cursor!: string;

  @Field(() => AuditEntry)
  node!: AuditEntry;
}

@ObjectType({ description: 'A page of the audit log, newest first.' })
export class AuditEntryConnection {
  @Field(() => [AuditEntryEdge])
  edges!: AuditEntryEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}
