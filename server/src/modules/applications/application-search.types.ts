import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

import { IsDate, IsEnum, IsInt, IsOptional, IsUUID, Max, MaxLength, Min } from '../../lib/class-validator-rules';
import { PageInfo } from '../../lib/paging';

import { Application } from './application.entity';

// The search of every application (the API's `candidates` field). The schema's names below keep the
// word "candidate" (CandidateSort, CandidateDecision, CandidateEdge, CandidateConnection): they are
// the API's contract, so each is given explicitly while the code says "application".

export enum ApplicationSort {
  APPLIED_DESC = 'APPLIED_DESC',
  APPLIED_ASC = 'APPLIED_ASC',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
}

registerEnumType(ApplicationSort, {
  name: 'CandidateSort',
  description: 'The order of the candidate list; ties are broken by id, so paging never skips or repeats.',
  valuesConfig: {
    APPLIED_DESC: { description: 'Newest application first (the default).' },
    APPLIED_ASC: { description: 'Oldest application first.' },
    NAME_ASC: { description: 'By full name, A to Z (letter case ignored).' },
    NAME_DESC: { description: 'By full name, Z to A (letter case ignored).' },
  },
});

export enum ApplicationDecisionFilter {
  NONE = 'NONE',
  SHORTLISTED = 'SHORTLISTED',
  REJECTED = 'REJECTED',
}

registerEnumType(ApplicationDecisionFilter, {
  name: 'CandidateDecision',
  description: 'A decision filter: no decision yet (not counting withdrawn candidates), Shortlisted or Rejected.',
});

export const APPLICATION_SEARCH_PAGE_MAX = 100;

@ArgsType()
export class ApplicationSearchArgs {
  @Field(() => Int, { defaultValue: 25, description: `How many to answer (1 to ${APPLICATION_SEARCH_PAGE_MAX}).` })
  @IsInt({ message: `first must be a whole number from 1 to ${APPLICATION_SEARCH_PAGE_MAX}.` })
  @Min(1, { message: `first must be a whole number from 1 to ${APPLICATION_SEARCH_PAGE_MAX}.` })
  @Max(APPLICATION_SEARCH_PAGE_MAX, {
    message: `first must be a whole number from 1 to ${APPLICATION_SEARCH_PAGE_MAX}.`,
  })
  first: number = 25;

  @Field(() => String, { nullable: true, description: 'A cursor from the previous page (same sort).' })
  @IsOptional()
  @MaxLength(500, { message: 'after must be a cursor from this list.' })
  after?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Finds a part of the name, e-mail address, phone number or job title (letter case ignored), or the words ' +
      'inside the resume (whole words in any form, "analysts" finds "analyst"; "a quoted phrase"; -word to exclude).',
  })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters.' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only applications for this job (archived jobs too).' })
  @IsOptional()
  @IsUUID('all', { message: 'jobId must be a job id.' })
  jobId?: string | null;

  @Field(() => ApplicationDecisionFilter, { nullable: true, description: 'Only applications with this decision.' })
  @IsOptional()
  @IsEnum(ApplicationDecisionFilter, { message: 'decision must be NONE, SHORTLISTED or REJECTED.' })
  decision?: ApplicationDecisionFilter | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Only applications in this pipeline stage (neither rejected nor withdrawn).',
  })
  @IsOptional()
  @IsUUID('all', { message: 'stageId must be a stage id.' })
  stageId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only applications that arrived at or after this instant.' })
  @IsOptional()
  @IsDate({ message: 'appliedFrom must be a date and time.' })
  appliedFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only applications that arrived before this instant.' })
  @IsOptional()
  @IsDate({ message: 'appliedTo must be a date and time.' })
  appliedTo?: Date | null;

  @Field(() => ApplicationSort, { defaultValue: ApplicationSort.APPLIED_DESC, description: 'The order.' })
  @IsEnum(ApplicationSort, { message: 'sort must be one of the CandidateSort values.' })
  sort: ApplicationSort = ApplicationSort.APPLIED_DESC;
}

@ObjectType({ description: 'A piece of a resume snippet: words the search matched, or the words around them.' })
export class ResumeSnippetPart {
  @Field()
  text!: string;

  @Field({ description: 'True for words the search matched (show them highlighted).' })
  matched!: boolean;
}

@ObjectType('CandidateEdge', {
  description: 'One application in a page of candidates, with the cursor that points at it.',
})
export class ApplicationEdge {
  @Field({ description: 'Pass as `after` (with the same sort) to read what follows this one.' })
  cursor!: string;

  @Field(() => Application)
  node!: Application;

  @Field(() => [ResumeSnippetPart], {
    nullable: true,
    description:
      'With a search whose words are in the resume: up to two short passages of the resume around them, in order (null otherwise).',
  })
  resumeSnippet!: ResumeSnippetPart[] | null;
}

@ObjectType('CandidateConnection', {
  description: 'A page of candidates (applications across every job, archived ones included).',
})
export class ApplicationConnection {
  @Field(() => [ApplicationEdge])
  edges!: ApplicationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, {
    description:
      'How many applications match the filters, across every page, counted up to 1000: more than that answers 1000 with totalCountIsExact false.',
  })
  totalCount!: number;

  @Field({ description: 'False when more applications match than totalCount says (it stopped counting at 1000).' })
  totalCountIsExact!: boolean;
}
