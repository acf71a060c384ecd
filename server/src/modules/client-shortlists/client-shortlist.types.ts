import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** A client contact's answer about one candidate. */
export enum ClientShortlistAnswer {
  INTERESTED = 'INTERESTED',
  NOT_INTERESTED = 'NOT_INTERESTED',
  QUESTION = 'QUESTION',
}

registerEnumType(ClientShortlistAnswer, {
  name: 'ClientShortlistAnswer',
  description: 'What a client contact answered about a candidate on a shortlist.',
  valuesConfig: {
    INTERESTED: { description: 'The client wants to go on with the candidate.' },
    NOT_INTERESTED: { description: 'The client does not (with a reason).' },
    QUESTION: { description: 'The client has a question first (in the comment).' },
  },
});

/** Where a sent shortlist stands. */
export enum ClientShortlistStatus {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}

registerEnumType(ClientShortlistStatus, {
  name: 'ClientShortlistStatus',
  description: 'Whether a shortlist’s link still works.',
  valuesConfig: {
    ACTIVE: { description: 'The link works until expiresAt.' },
    EXPIRED: { description: 'Past expiresAt: the link says the shortlist is no longer available.' },
    REVOKED: {
      description:
        'Revoked by staff, or its sender’s account ended: the link says the shortlist is no longer available.',
    },
  },
});

/** What the page of a shortlist's link lets the visitor do. */
export enum ClientShortlistAccess {
  CODE_REQUIRED = 'CODE_REQUIRED',
  OPEN = 'OPEN',
}

registerEnumType(ClientShortlistAccess, {
  name: 'ClientShortlistAccess',
  description: 'Whether this browser may read the shortlist.',
  valuesConfig: {
    CODE_REQUIRED: {
      description:
        'This browser has not entered a one-time code yet: ask one (requestClientShortlistCode) and enter it ' +
        '(verifyClientShortlistCode). No candidate data is shown until then.',
    },
    OPEN: { description: 'This browser entered a code: the candidates are shown.' },
  },
});

@ObjectType({
  description: 'A candidate as the client contact sees them on a shortlist: only what staff chose to share.',
})
export class ClientShortlistCandidate {
  @Field(() => ID, { description: 'The shortlist entry (what an answer names).' })
  entryId!: string;

  @Field({ description: 'The candidate’s full name (always shared).' })
  fullName!: string;

  @Field({ description: 'The recruiter’s note about the candidate; empty when none.' })
  note!: string;

  @Field(() => String, { nullable: true, description: 'LinkedIn profile URL; null unless shared (or not given).' })
  linkedIn!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address; null unless shared.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number; null unless shared.' })
  phone!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the watermarked resume opens (a PDF, shown inline; needs this verified browser); null unless shared.',
  })
  resumeUrl!: string | null;

  @Field(() => ClientShortlistAnswer, { nullable: true, description: 'The contact’s answer; null until answered.' })
  answer!: ClientShortlistAnswer | null;

  @Field({ description: 'Why not interested; empty otherwise.' })
  answerReason!: string;

  @Field({ description: 'The contact’s comment or question; empty when none.' })
  answerComment!: string;

  @Field(() => Date, { nullable: true, description: 'When the latest answer was given; null until answered.' })
  answeredAt!: Date | null;
}

@ObjectType({ description: 'The page a shortlist’s link opens, for the client contact (no staff sign-in).' })
export class ClientShortlistPage {
  @Field(() => ClientShortlistAccess, { description: 'Whether this browser may read the candidates yet.' })
  access!: ClientShortlistAccess;

  @Field({ description: 'The contact’s e-mail address, partly hidden (j•••@example.com): where codes are sent.' })
  contactEmailHint!: string;

  @Field({ description: 'The client company’s name.' })
  clientName!: string;

  @Field({ description: 'The job’s title.' })
  jobTitle!: string;

  @Field(() => String, { nullable: true, description: 'The recruiter who sent it; null when unknown.' })
  recruiterName!: string | null;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt!: Date;

  @Field({ description: 'The recruiter’s message; empty when none, and empty while a code is required.' })
  message!: string;

  @Field(() => [ClientShortlistCandidate], {
    description: 'The candidates, in the recruiter’s order; empty while a code is required.',
  })
  candidates!: ClientShortlistCandidate[];
}
