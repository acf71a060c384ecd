import { Field, InputType } from 'type-graphql';

import { ArrayMaxSize, IsEnum, IsOptional, MaxLength } from '../../lib/class-validator-rules';

import { ScorecardRating } from './scorecard.entity';

export const SCORECARD_NOTES_MAX = 5000;
const RATINGS = Object.values(ScorecardRating).join(', ');

@InputType({ description: 'One attribute rated.' })
export class AttributeRatingInput {
  @Field({ description: 'One of the job’s scorecardAttributes.' })
  attribute!: string;

  @Field(() => ScorecardRating)
  rating!: ScorecardRating;
}

@InputType({ description: 'A scorecard as an interviewer submits it.' })
export class ScorecardInput {
  @Field(() => [AttributeRatingInput], { description: 'Every one of the job’s scorecardAttributes, rated once.' })
  @ArrayMaxSize(20, { message: 'ratings may have at most 20 entries.' })
  ratings!: AttributeRatingInput[];

  @Field(() => ScorecardRating, { description: 'The overall recommendation.' })
  @IsEnum(ScorecardRating, { message: `recommendation must be one of ${RATINGS}.` })
  recommendation!: ScorecardRating;

  @Field({ nullable: true, description: `Notes, at most ${SCORECARD_NOTES_MAX} characters.` })
  @IsOptional()
  @MaxLength(SCORECARD_NOTES_MAX, { message: `notes must be at most ${SCORECARD_NOTES_MAX} characters.` })
  notes?: string;
}
