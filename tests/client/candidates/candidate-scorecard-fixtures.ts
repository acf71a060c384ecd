// Scorecards as the candidate page asks for them: each interview's, the application's summary, and
// the submit mutation's answer (candidate-page-fixtures.tsx builds the page's answer with these).
import type { MockLink } from '@apollo/client/testing';

import { ApplicationScorecardSubmitDocument, type ScorecardRating } from '../../../client/src/gql/graphql';

import { type Calls, recorded } from './recorded-mock';

export interface ScorecardData {
  id: string;
  authorName: string;
  recommendation: ScorecardRating;
  ratings: { attribute: string; rating: ScorecardRating }[];
  notes: string;
  submittedAt: string;
}

/** What an interview says of its scorecards: none readable, none hidden and none due when left out. */
export interface InterviewScorecards {
  scorecards: ScorecardData[];
  hiddenScorecards: number;
  myScorecardDue: boolean;
}

export interface ScorecardSummaryData {
  submitted: number;
  hidden: number;
  recommendations: { recommendation: ScorecardRating; count: number }[];
  attributes: { attribute: string; average: number; count: number }[];
}

export const NO_SCORECARDS: ScorecardSummaryData = { submitted: 0, hidden: 0, recommendations: [], attributes: [] };

export function scorecardData(card: ScorecardData) {
  return {
    __typename: 'Scorecard',
    ...card,
    ratings: card.ratings.map((line) => ({ __typename: 'AttributeRating', ...line })),
  };
}

/** An interview's scorecard fields of the page's answer. */
export function interviewScorecardData({
  scorecards = [],
  hiddenScorecards = 0,
  myScorecardDue = false,
}: Partial<InterviewScorecards>) {
  return { scorecards: scorecards.map(scorecardData), hiddenScorecards, myScorecardDue };
}

/** The application's scorecardSummary of the page's answer. */
export function scorecardSummaryData(summary: ScorecardSummaryData = NO_SCORECARDS) {
  return {
    __typename: 'ScorecardSummary',
    ...summary,
    recommendations: summary.recommendations.map((item) => ({ __typename: 'RecommendationCount', ...item })),
    attributes: summary.attributes.map((item) => ({ __typename: 'AttributeAverage', ...item })),
  };
}

/** submitScorecard answering with the scorecard. */
export function submitScorecardMock(
  variables: { interviewId: string; input: Record<string, unknown> },
  card: ScorecardData,
  calls: Calls = { variables: [] },
): MockLink.MockedResponse {
  return recorded(
    ApplicationScorecardSubmitDocument,
    variables,
    () => ({ data: { submitScorecard: scorecardData(card) } }),
    calls,
  );
}
