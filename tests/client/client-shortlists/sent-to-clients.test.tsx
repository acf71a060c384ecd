import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import type { Calls } from '../candidates/recorded-mock';
import { ADA, APPLIED, BOARD_PATH, boardOpenMock, card, CARDS, COLUMNS, fakeLayout, GRACE } from '../pipeline/fixtures';

import { OMAR, revokeMock, shortlistData, shortlistsMock } from './fixtures';

fakeLayout();

const ACTIVE = shortlistData('shortlist-2', 'ACTIVE', [
  {
    id: 'entry-ada',
    applicationId: ADA.id,
    fullName: ADA.fullName,
    answer: 'INTERESTED',
    answeredAt: '2026-11-27T10:00:00.000Z',
  },
  { id: 'entry-grace', applicationId: GRACE.id, fullName: GRACE.fullName },
]);
const OLD = shortlistData(
  'shortlist-1',
  'EXPIRED',
  [{ id: 'entry-old', applicationId: ADA.id, fullName: ADA.fullName }],
  OMAR,
);

function renderBoard(mocks: MockLink.MockedResponse[], cards = CARDS) {
  renderApp(BOARD_PATH, {
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), boardOpenMock(COLUMNS, cards), ...mocks],
  });
}

const panel = async () => within(await screen.findByRole('region', { name: 'Sent to clients' }));

describe('the board’s “Sent to clients”', () => {
  it('says when none was sent', async () => {
    renderBoard([shortlistsMock([])]);
    expect(await screen.findByText('No shortlist has been sent for this job yet.')).toBeInTheDocument();
  });

  it('lists each shortlist with its contact, dates, status and answers; only an active one can be revoked', async () => {
    renderBoard([shortlistsMock([ACTIVE, OLD])]);
    const dana = (await (await panel()).findByRole('rowheader', { name: 'Dana Boss' })).closest('tr')!;
    expect(dana).toHaveTextContent('Active');
    expect(dana).toHaveTextContent('1 of 2 answered');
    expect(dana).toHaveTextContent('by Rita Recruiter');
    expect(within(dana).getByRole('button', { name: 'Revoke the shortlist for Dana Boss' })).toBeInTheDocument();
    const omar = (await panel()).getByRole('rowheader', { name: 'Omar Ode' }).closest('tr')!;
    expect(omar).toHaveTextContent('Expired');
    expect(within(omar).queryByRole('button')).not.toBeInTheDocument();
  });

  it('revokes after a confirmation, shows it revoked and says so', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderBoard([
      shortlistsMock([ACTIVE]),
      revokeMock(calls, { ...ACTIVE, status: 'REVOKED', revokedAt: '2026-11-28T23:00:00.000Z' }),
    ]);
    await user.click(await (await panel()).findByRole('button', { name: 'Revoke the shortlist for Dana Boss' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this shortlist?' }));
    expect(dialog.getByText(/Dana Boss will no longer be able to open the shortlist/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));

    expect(
      await screen.findByText('The shortlist for Dana Boss was revoked; its link no longer works.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = (await panel()).getByRole('rowheader', { name: 'Dana Boss' }).closest('tr')!;
    expect(row).toHaveTextContent('Revoked');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.variables).toEqual([{ id: ACTIVE.id }]);
  });

  it('keeps the confirmation open with the reason when revoking fails', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderBoard([
      shortlistsMock([ACTIVE]),
      revokeMock(calls, new GraphQLError('You may not revoke this shortlist.', { extensions: { code: 'FORBIDDEN' } })),
    ]);
    await user.click(await (await panel()).findByRole('button', { name: 'Revoke the shortlist for Dana Boss' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this shortlist?' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await dialog.findByText('You may not revoke this shortlist.')).toBeInTheDocument();
  });

  it('shows the client’s latest answer on the card, and reads the answers again when the window gets the focus back', async () => {
    const answered = card(ADA.id, ADA.fullName, APPLIED, {
      clientFeedback: [
        {
          __typename: 'ClientShortlistEntry',
          id: 'entry-ada',
          answer: 'INTERESTED',
          answeredAt: '2026-11-27T10:00:00.000Z',
        },
      ] as never,
    });
    // Grace's card was read before she was sent: the list's answers reach it through the cache.
    const grace = card(GRACE.id, GRACE.fullName, APPLIED, { clientFeedback: [] });
    const graceAnswered = shortlistData('shortlist-2', 'ACTIVE', [
      {
        id: 'entry-ada',
        applicationId: ADA.id,
        fullName: ADA.fullName,
        answer: 'INTERESTED',
        answeredAt: '2026-11-27T10:00:00.000Z',
      },
      {
        id: 'entry-grace',
        applicationId: GRACE.id,
        fullName: GRACE.fullName,
        answer: 'QUESTION',
        answeredAt: '2026-11-28T10:00:00.000Z',
      },
    ]);
    renderBoard([shortlistsMock([ACTIVE]), shortlistsMock([graceAnswered])], { [APPLIED.id]: [answered, grace] });

    const applied = within(await screen.findByRole('region', { name: 'Applied' }));
    const adaCard = await applied.findByRole('article', { name: ADA.fullName });
    expect(adaCard).toHaveTextContent('Client: Interested');
    const graceCard = applied.getByRole('article', { name: GRACE.fullName });
    expect(graceCard).not.toHaveTextContent('Client:');
    await (await panel()).findByRole('rowheader', { name: 'Dana Boss' });

    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(applied.getByRole('article', { name: GRACE.fullName })).toHaveTextContent('Client: Question'),
    );
  });
});
