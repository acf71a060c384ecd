import { screen, within } from '@testing-library/react';

import { detailsMock, grace, renderCandidatePage } from '../candidates/candidate-page-fixtures';

function feedbackEntry(id: string, changes: Record<string, unknown> = {}) {
  return {
    __typename: 'ClientShortlistEntry',
    id,
    note: 'Strong on audits.',
    answer: null,
    answerReason: '',
    answerComment: '',
    answeredAt: null,
    shortlist: {
      __typename: 'ClientShortlist',
      id: `shortlist-${id}`,
      sentAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-12-04T10:00:00.000Z',
      status: 'ACTIVE',
      contact: { __typename: 'ClientContact', id: 'contact-dana', fullName: 'Dana Boss' },
      job: {
        __typename: 'Job',
        id: grace.job.id,
        client: { __typename: 'Client', id: 'client-acme', name: 'Acme Ltd' },
      },
    },
    ...changes,
  };
}

describe('the candidate page’s “Client feedback”', () => {
  it('shows each shortlist the candidate was on with the contact’s answer, reason, comment and when', async () => {
    renderCandidatePage(grace.id, [
      detailsMock({
        ...grace,
        clientFeedback: [
          feedbackEntry('e2', {
            answer: 'NOT_INTERESTED',
            answerReason: 'We need German.',
            answerComment: 'Happy to see others.',
            answeredAt: '2026-11-28T09:30:00.000Z',
          }),
          feedbackEntry('e1'),
        ],
      }),
    ]);
    const section = within(await screen.findByRole('region', { name: 'Client feedback' }));
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const latest = within(items[0]!);
    expect(latest.getByText('Dana Boss at Acme Ltd')).toBeInTheDocument();
    expect(latest.getByText('Not interested')).toBeInTheDocument();
    expect(latest.getByText('We need German.')).toBeInTheDocument();
    expect(latest.getByText('Happy to see others.')).toBeInTheDocument();
    expect(latest.getByText('Active')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('No answer yet');
  });

  it('has no such section for a candidate never sent to a client', async () => {
    renderCandidatePage(grace.id, [detailsMock(grace)]);
    await screen.findByRole('heading', { level: 1, name: grace.fullName });
    expect(screen.queryByRole('region', { name: 'Client feedback' })).not.toBeInTheDocument();
  });
});
