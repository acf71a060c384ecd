import './scorecards.css';

import { useId } from 'react';

import type { ApplicationScorecardSummaryFieldsFragment } from '../../../gql/graphql';
import { averageLine, hiddenLine, scorecardMessages as m, summaryLine } from '../scorecard-messages';

export interface ScorecardSummaryProps {
  summary: ApplicationScorecardSummaryFieldsFragment['scorecardSummary'];
}

/**
 * The application's scorecards summed up, as far as the viewer may read them: how many and what
 * they recommend ("3 scorecards: 2 Strong yes, 1 No"), each attribute's average, and how many are
 * kept from the viewer until they submit theirs. Nothing when there are none and none kept.
 */
export function ScorecardSummary({ summary }: ScorecardSummaryProps) {
  const headingId = useId();
  const { submitted, hidden, recommendations, attributes } = summary;
  if (submitted === 0 && hidden === 0) return null;
  return (
    <section className="scorecard-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="interviews__heading">
        {m.heading}
      </h3>
      {submitted > 0 && <p className="scorecard-summary__line">{summaryLine(submitted, recommendations)}</p>}
      {attributes.length > 0 && (
        <ul className="scorecard-summary__averages" aria-label={m.averages}>
          {attributes.map((average) => (
            <li key={average.attribute}>{averageLine(average)}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="scorecards__hidden">{hiddenLine(hidden)}</p>}
    </section>
  );
}
