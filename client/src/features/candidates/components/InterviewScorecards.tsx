import './scorecards.css';

import { useId } from 'react';

import type { ApplicationScorecardFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { hiddenLine, ratingWords, scorecardMessages as m } from '../scorecard-messages';

export interface InterviewScorecardsProps {
  /** The scorecards the viewer may read, earliest first. */
  scorecards: readonly ApplicationScorecardFieldsFragment[];
  /** How many are kept from the viewer until they submit theirs. */
  hidden: number;
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="interviews__entry">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One interview's scorecards, each with who wrote it and when, the overall recommendation, every
 * attribute's rating in words and the notes; then how many are kept from the viewer, if any.
 * Nothing when there are none.
 */
export function InterviewScorecards({ scorecards, hidden }: InterviewScorecardsProps) {
  const titleId = useId();
  if (scorecards.length === 0 && hidden === 0) return null;
  return (
    <div className="scorecards">
      {scorecards.length > 0 && (
        <>
          <p id={titleId} className="scorecards__title">
            {m.heading}
          </p>
          <ul className="scorecards__list" aria-labelledby={titleId}>
            {scorecards.map((card) => (
              <li key={card.id} className="scorecards__item">
                <p className="scorecards__by">
                  <span className="scorecards__author">{card.authorName}</span>{' '}
                  <span className="scorecards__when">
                    {m.submittedOn} <time dateTime={card.submittedAt}>{formatMoment(card.submittedAt)}</time>
                  </span>
                </p>
                <dl className="interviews__facts">
                  <Fact term={m.recommendation} value={ratingWords(card.recommendation)} />
                  {card.ratings.map((line) => (
                    <Fact key={line.attribute} term={line.attribute} value={ratingWords(line.rating)} />
                  ))}
                  {card.notes && <Fact term={m.notes} value={card.notes} />}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {hidden > 0 && <p className="scorecards__hidden">{hiddenLine(hidden)}</p>}
    </div>
  );
}
