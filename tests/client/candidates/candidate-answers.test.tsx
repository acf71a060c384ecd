import { screen, within } from '@testing-library/react';

import { fetchFileWithToken } from '../../../client/src/lib/download';

import { type CandidateData, detailsMock, grace, renderCandidatePage } from './candidate-page-fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  downloadWithToken: jest.fn(),
  fetchFileWithToken: jest.fn(),
}));

// A Word resume is only offered as a download: the page fetches nothing to show beside the answers.
const wordResume: CandidateData = { ...grace, resumeType: 'DOCX' };

describe('the candidate page: answers to the job’s questions', () => {
  it('lists each question as it was asked with the candidate’s answer, in the order given', async () => {
    renderCandidatePage(grace.id, [
      detailsMock({
        ...wordResume,
        answers: [
          { questionId: 'q-permit', question: 'Do you have the right to work in India?', answer: 'Yes' },
          { questionId: 'q-notice', question: 'How long is your notice period?', answer: 'Two months' },
        ],
      }),
    ]);

    const answers = await screen.findByRole('region', { name: 'Answers' });

    const terms = within(answers).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Do you have the right to work in India?',
      'How long is your notice period?',
    ]);
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['Yes', 'Two months']);
    expect(fetchFileWithToken).not.toHaveBeenCalled();
  });

  it('shows no Answers section when the candidate answered no question', async () => {
    renderCandidatePage(grace.id, [detailsMock(wordResume)]);

    expect(await screen.findByRole('region', { name: 'Application' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answers' })).not.toBeInTheDocument();
  });
});
