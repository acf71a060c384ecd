import { act, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import type { Calls } from '../candidates/recorded-mock';

import {
  answerMock,
  candidate,
  GONE,
  pageData,
  requestCodeMock,
  SHORTLIST_PATH,
  TOKEN,
  verifyMock,
  viewGoneMock,
  viewMock,
  wrongCode,
} from './fixtures';

const ADA = candidate('entry-ada', 'Ada Lovelace', {
  note: 'Ran payroll for 3,000 people.',
  linkedIn: 'https://linkedin.com/in/ada',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  resumeUrl: `/shortlists/${TOKEN}/resumes/entry-ada`,
});
const GRACE = candidate('entry-grace', 'Grace Hopper', { note: 'Strong on audits.' });

function article(name: string) {
  return within(screen.getByRole('article', { name }));
}

describe('the client’s shortlist page (/shortlists/:token)', () => {
  it('says it is loading, then that a link that is unknown, expired or revoked is no longer available', async () => {
    // The answer is held on fake timers until the loading line has been read: on real timers a
    // loaded run could answer before the test looked. (findByText advances fake timers 50 ms a
    // look, far less than the answer's delay.)
    jest.useFakeTimers();
    try {
      renderApp(SHORTLIST_PATH, { mocks: [{ ...viewGoneMock(), delay: 1000 }] });
      expect(await screen.findByText('Loading the shortlist...')).toHaveAttribute('role', 'status');
      act(() => jest.advanceTimersByTime(1000));
      expect(await screen.findByText(GONE)).toBeInTheDocument();
      expect(screen.queryByText('Loading the shortlist...')).not.toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for a one-time code from a new browser, sends one on request, and says a wrong code on the field', async () => {
    const user = setupUser();
    const requested: Calls = { variables: [] };
    renderApp(SHORTLIST_PATH, {
      mocks: [viewMock(pageData('CODE_REQUIRED')), requestCodeMock(requested), verifyMock('111111', wrongCode())],
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidates for Payroll Specialist' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We e-mail a one-time code to d\*\*\*@acme\.example/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText('We sent a code to d***@acme.example. It works for 10 minutes.'),
    ).toBeInTheDocument();
    expect(requested.variables).toEqual([{ token: TOKEN }]);
    const field = screen.getByLabelText(/One-time code/);
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Open the shortlist' }));
    expect(field).toHaveAccessibleDescription('Please enter the code from the e-mail.');

    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Open the shortlist' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('That code is not right or has expired.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('opens the shortlist with the right code: the message and each candidate with what was shared', async () => {
    const user = setupUser();
    const open = pageData('OPEN', [ADA, GRACE], { message: 'Two strong people for you.' });
    renderApp(SHORTLIST_PATH, { mocks: [viewMock(pageData('CODE_REQUIRED')), verifyMock('123456', open)] });

    await user.type(await screen.findByLabelText(/One-time code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Open the shortlist' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Candidates' });
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates for Payroll Specialist' })).toHaveFocus();
    expect(screen.getByText('Two strong people for you.')).toBeInTheDocument();
    expect(heading).toBeInTheDocument();

    const ada = article('Ada Lovelace');
    expect(ada.getByText('Ran payroll for 3,000 people.')).toBeInTheDocument();
    expect(ada.getByRole('link', { name: /https:\/\/linkedin.com\/in\/ada/ })).toHaveAttribute('target', '_blank');
    expect(ada.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(ada.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    const resume = ada.getByRole('link', { name: /View resume: Ada Lovelace/ });
    expect(resume).toHaveAttribute('href', `/shortlists/${TOKEN}/resumes/entry-ada`);
    expect(resume).toHaveAttribute('target', '_blank');

    // Nothing was shared of Grace but her name and the note.
    const grace = article('Grace Hopper');
    expect(grace.getByText('Strong on audits.')).toBeInTheDocument();
    expect(grace.queryByRole('link')).not.toBeInTheDocument();
    expect(grace.queryByText('E-mail')).not.toBeInTheDocument();
  });

  it('asks for a reason before sending Not interested, then saves the answer and shows it', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const answered = candidate('entry-grace', 'Grace Hopper', {
      note: 'Strong on audits.',
      answer: 'NOT_INTERESTED',
      answerReason: 'We need German.',
      answeredAt: '2026-11-28T23:40:00.000Z',
    });
    renderApp(SHORTLIST_PATH, {
      mocks: [viewMock(pageData('OPEN', [ADA, GRACE])), answerMock(calls, answered)],
    });

    const grace = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await user.click(grace.getByRole('button', { name: 'Send answer' }));
    const interested = grace.getByRole('radio', { name: 'Interested' });
    expect(interested).toHaveAccessibleDescription('Please choose an answer.');
    expect(interested).toHaveFocus();

    await user.click(grace.getByRole('radio', { name: 'Not interested' }));
    await user.click(grace.getByRole('button', { name: 'Send answer' }));
    const reason = grace.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason.');
    expect(reason).toHaveFocus();
    expect(calls.variables).toEqual([]);

    await user.type(reason, 'We need German.');
    await user.click(grace.getByRole('button', { name: 'Send answer' }));
    expect(await grace.findByText(/Thank you: your answer was saved\./)).toBeInTheDocument();
    expect(grace.getByText(/Your answer: Not interested/)).toBeInTheDocument();
    expect(calls.variables).toEqual([
      {
        token: TOKEN,
        entryId: 'entry-grace',
        answer: 'NOT_INTERESTED',
        reason: 'We need German.',
        comment: null,
      },
    ]);
  });

  it('sends Interested with a comment, and shows the server’s refusal on the field it names', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    const refusal = new GraphQLError('Please keep the comment under 2000 characters.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'comment' },
    });
    renderApp(SHORTLIST_PATH, { mocks: [viewMock(pageData('OPEN', [ADA])), answerMock(calls, refusal)] });

    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    await user.click(ada.getByRole('radio', { name: 'Interested' }));
    await user.type(ada.getByRole('textbox', { name: 'Comment' }), 'When could she start?');
    await user.click(ada.getByRole('button', { name: 'Send answer' }));

    const comment = ada.getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(comment).toHaveAccessibleDescription('Please keep the comment under 2000 characters.'));
    expect(calls.variables).toEqual([
      { token: TOKEN, entryId: 'entry-ada', answer: 'INTERESTED', reason: null, comment: 'When could she start?' },
    ]);
  });

  it('says the shortlist is no longer available when it was revoked while open', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderApp(SHORTLIST_PATH, {
      mocks: [
        viewMock(pageData('OPEN', [ADA])),
        answerMock(calls, new GraphQLError(GONE, { extensions: { code: 'NOT_FOUND' } })),
      ],
    });
    const ada = within(await screen.findByRole('article', { name: 'Ada Lovelace' }));
    await user.click(ada.getByRole('radio', { name: 'Interested' }));
    await user.click(ada.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
