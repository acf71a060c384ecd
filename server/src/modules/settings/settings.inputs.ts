import { Field, InputType } from 'type-graphql';

import { REJECTION_BODY_MAX_LENGTH, REJECTION_SUBJECT_MAX_LENGTH } from './rejection-template';

@InputType({ description: 'The rejection e-mail as staff write it, with {candidateName} and {jobTitle} placeholders.' })
export class RejectionTemplateInput {
  @Field({ description: `Subject: one line of at most ${REJECTION_SUBJECT_MAX_LENGTH} characters.` })
  subject!: string;

  @Field({ description: `Body: at most ${REJECTION_BODY_MAX_LENGTH} characters.` })
  body!: string;
}
