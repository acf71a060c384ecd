import { useId } from 'react';

import type { AdminJobFieldsFragment } from '../../../gql/graphql';
import { jobAdminMessages, QUESTION_KIND_LABELS } from '../job-admin-messages';

type Question = AdminJobFieldsFragment['questions'][number];

/** "Single choice, required": the kind in words, then whether it must be answered. */
function facts(question: Question): string {
  const kind = QUESTION_KIND_LABELS[question.kind];
  return question.required ? `${kind}, ${jobAdminMessages.requiredQuestion}` : kind;
}

/**
 * A job's questions for applicants in the order the apply form asks them: each with its kind in
 * words, "required" when it is, and a single choice's options; nothing when the job asks none.
 */
export function JobQuestionList({ questions }: { questions: readonly Question[] }) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section className="job-admin-details__section">
      <h3 id={headingId}>{jobAdminMessages.questionsLegend}</h3>
      <ol className="job-admin-details__questions" aria-labelledby={headingId}>
        {questions.map((question) => (
          <li key={question.id}>
            <p className="job-admin-details__question">
              {question.label} <span className="job-admin-details__meta">({facts(question)})</span>
            </p>
            {/* The server keeps a question's options distinct: each is its own key. */}
            {question.options.length > 0 && (
              <ul>
                {question.options.map((option) => (
                  <li key={option}>{option}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
