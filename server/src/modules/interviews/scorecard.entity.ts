import { randomUUID } from 'node:crypto';

import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

import { Auth } from '../auth/auth.decorators';
import { Role } from '../users/role';

import { Interview } from './interview.entity';

/** Four steps, from strong no to strong yes: for each attribute, and for the overall recommendation. */
export enum ScorecardRating {
  STRONG_NO = 'STRONG_NO',
  NO = 'NO',
  YES = 'YES',
  STRONG_YES = 'STRONG_YES',
}

registerEnumType(ScorecardRating, {
  name: 'ScorecardRating',
  description: 'A rating in four steps, from strong no to strong yes.',
});

/** A rating's place on the scale, 1 (strong no) to 4 (strong yes): what averages are made of. */
export const RATING_POINTS: Record<ScorecardRating, number> = {
  [ScorecardRating.STRONG_NO]: 1,
  [ScorecardRating.NO]: 2,
  [ScorecardRating.YES]: 3,
  [ScorecardRating.STRONG_YES]: 4,
};

@ObjectType({ description: 'One attribute of a scorecard, rated.', simpleResolvers: true })
export class AttributeRating {
  @Field({ description: 'The attribute, in the words the job used when the scorecard was submitted.' })
  attribute!: string;

  @Field(() => ScorecardRating)
  rating!: ScorecardRating;
}

/**
 * An interviewer's judgement after an interview: each of the job's attributes rated, an overall
 * recommendation and notes. One per interviewer and interview; it goes with the interview (and so
 * with the application) by the foreign key's cascade.
 */
@Auth(Role.INTERNAL_RECRUITER)
@ObjectType({
  description: 'An interviewer’s scorecard (staff only; hidden from an interviewer until they submit theirs).',
})
@Entity({ tableName: 'scorecard' })
@Unique({ name: 'scorecard_interview_author_unique', properties: ['interview', 'authorId'] })
export class Scorecard {
  [OptionalProps]?: 'id' | 'notes' | 'submittedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Interview, { deleteRule: 'cascade' })
  interview!: Interview;

  /** The interviewer's staff account. */
  @Property({ type: 'uuid' })
  authorId!: string;

  @Field({ description: 'The interviewer, as shown: first and last name.' })
  @Property({ length: 201 })
  authorName!: string;

  @Field(() => [AttributeRating], { description: 'Each attribute of the job, rated, in the job’s order.' })
  @Property({ type: 'json' })
  ratings!: AttributeRating[];

  @Field(() => ScorecardRating, { description: 'The overall recommendation.' })
  @Enum({ items: () => ScorecardRating, type: 'string' })
  recommendation!: ScorecardRating;

  @Field({ description: 'The interviewer’s notes; empty when none.' })
  @Property({ type: 'text' })
  notes: string = '';

  @Field({ description: 'When it was submitted.' })
  @Property({ type: 'timestamptz' })
  submittedAt: Date = new Date();
}
