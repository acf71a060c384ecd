import type { ScorecardRating } from '../../gql/graphql';

/** The candidate page's scorecards (each interview's, the dialog, the summary): what they say. */
export const scorecardMessages = {
  submit: 'Submit scorecard',
  intro:
    'Rate the candidate on each attribute and give your overall recommendation. Once submitted it cannot be changed, and you can then read the other interviewers’ scorecards.',
  recommendation: 'Overall recommendation',
  notes: 'Notes',
  notesHint: 'Optional, up to 5000 characters.',
  recommendationMissing: 'Please choose an overall recommendation.',
  dismiss: 'Cancel',
  failed: 'The scorecard could not be submitted. Please try again.',
  /** The Interviews section's status line once it went. */
  submitted: 'Scorecard submitted.',
  /** The summary's heading, and the name of each interview's list of them. */
  heading: 'Scorecards',
  /** Before when one went: "Submitted Tuesday 4 March 2025 at 10:00 AM". */
  submittedOn: 'Submitted',
  /** The name of the summary's list of each attribute's average. */
  averages: 'Average ratings',
} as const;

/** The four steps of a rating, from strong no to strong yes: the order the choices are offered in. */
export const RATING_SCALE: readonly ScorecardRating[] = ['STRONG_NO', 'NO', 'YES', 'STRONG_YES'];

const RATING_WORDS: Record<ScorecardRating, string> = {
  STRONG_NO: 'Strong no',
  NO: 'No',
  YES: 'Yes',
  STRONG_YES: 'Strong yes',
};

/** A rating in words: STRONG_YES -> "Strong yes". */
export function ratingWords(rating: ScorecardRating): string {
  return RATING_WORDS[rating];
}

/** The rating a choice's words stand for ("Strong yes" -> STRONG_YES); undefined for none. */
export function ratingOf(words: string): ScorecardRating | undefined {
  return RATING_SCALE.find((rating) => RATING_WORDS[rating] === words);
}

/** The scorecard dialog's title: "Your scorecard: Grace Hopper on Thursday 3 July 2031 at 2:30 PM Lisbon time". */
export function scorecardDialogTitle(fullName: string, when: string): string {
  return `Your scorecard: ${fullName} on ${when}`;
}

/** An attribute left unrated, under its group: "Please choose a rating for Communication." */
export function ratingMissing(attribute: string): string {
  return `Please choose a rating for ${attribute}.`;
}

function scorecards(count: number): string {
  return `${count} ${count === 1 ? 'scorecard' : 'scorecards'}`;
}

/** "1 scorecard hidden until you submit yours." / "2 scorecards hidden until you submit yours." */
export function hiddenLine(count: number): string {
  return `${scorecards(count)} hidden until you submit yours.`;
}

/**
 * The summary's first line, strongest yes first and the recommendations no one gave left out:
 * "3 scorecards: 2 Strong yes, 1 No".
 */
export function summaryLine(
  submitted: number,
  recommendations: readonly { recommendation: ScorecardRating; count: number }[],
): string {
  const counts = [...RATING_SCALE]
    .reverse()
    .map((rating) => ({
      rating,
      count: recommendations
        .filter((item) => item.recommendation === rating)
        .reduce((sum, item) => sum + item.count, 0),
    }))
    .filter((item) => item.count > 0)
    .map((item) => `${item.count} ${ratingWords(item.rating)}`);
  return counts.length > 0 ? `${scorecards(submitted)}: ${counts.join(', ')}` : scorecards(submitted);
}

const averageFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** An attribute's average: "Communication: 3.5 of 4 (2 ratings)". */
export function averageLine({ attribute, average, count }: { attribute: string; average: number; count: number }) {
  return `${attribute}: ${averageFormat.format(average)} of 4 (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}
