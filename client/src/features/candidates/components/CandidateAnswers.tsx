import type { ApplicationProfileFieldsFragment } from '../../../gql/graphql';

/** The candidate's answers to the job's questions: each question as it was asked, then the answer. */
export function CandidateAnswers({ answers }: { answers: ApplicationProfileFieldsFragment['answers'] }) {
  return (
    <dl className="candidate-details candidate-details--stacked">
      {answers.map((answer) => (
        <div key={answer.questionId} className="candidate-details__pair">
          <dt>{answer.question}</dt>
          <dd>{answer.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
