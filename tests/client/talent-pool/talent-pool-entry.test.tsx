import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { TalentPoolEntryPage } from '../../../client/src/features/talent-pool/TalentPoolEntryPage';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  addToJobMock,
  deleteMock,
  detailsMock,
  detailsRefusedMock,
  heldMock,
  jobOptionsMock,
  listMock,
  mary,
  type OptionJob,
  row,
} from './fixtures';

const payroll: OptionJob = { id: 'job-1', title: 'Payroll Lead', location: 'Leeds' };
const designer: OptionJob = { id: 'job-2', title: 'Learning Designer', location: '' };
const analyst: OptionJob = { id: 'job-3', title: 'Data Analyst', location: 'Remote' };

function renderEntry(mocks: MockLink.MockedResponse[], id = mary.id) {
  return renderApp(<TalentPoolEntryPage />, {
    route: `/admin/talent-pool/${id}`,
    path: '/admin/talent-pool/:id',
    role: 'INTERNAL_RECRUITER',
    mocks: [meMock('INTERNAL_RECRUITER'), ...mocks],
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('a talent-pool entry (/admin/talent-pool/:id)', () => {
  it('says it is loading, then shows who sent the CV, what they look for, the resume and the applications made from it', async () => {
    renderEntry([detailsMock()]);
    expect(screen.getByText('Loading the entry...')).toHaveAttribute('role', 'status');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mary Jackson' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mary@example.com' })).toHaveAttribute('href', 'mailto:mary@example.com');
    expect(screen.getByRole('link', { name: 'https://linkedin.com/in/mary' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/2 CVs sent; the latest replaced the ones before/)).toBeInTheDocument();
    expect(screen.getByText('consent given (policy 2026-11-27)')).toBeInTheDocument();
    expect(within(section('What they are looking for')).getByText('Payroll roles, hybrid.')).toBeInTheDocument();
    const resume = section('Resume');
    expect(within(resume).getByText('This resume is a Word document: download it to read it.')).toBeInTheDocument();
    expect(within(resume).getByRole('button', { name: 'Download resume' })).toBeInTheDocument();
    const made = section('Applications made from this entry');
    expect(within(made).getByRole('link', { name: 'Payroll Lead' })).toHaveAttribute('href', '/admin/candidates/app-1');
  });

  it('says when the entry does not exist', async () => {
    renderEntry([detailsRefusedMock('gone', 'NOT_FOUND', 'This talent pool entry does not exist.')], 'gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entry not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talent pool' })).toHaveAttribute('href', '/admin/talent-pool');
  });

  it('says when the entry could not be loaded, with a way to try again', async () => {
    renderEntry([{ request: detailsMock().request, error: new TypeError('Failed to fetch') }, detailsMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the entry.');
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary Jackson' })).toBeInTheDocument();
  });

  it('adds the person to an open job they are not in yet, listing the new application at once', async () => {
    const user = setupUser();
    const calls: unknown[] = [];
    renderEntry([
      detailsMock(),
      jobOptionsMock([payroll, designer, analyst]),
      addToJobMock(mary.id, designer, {}, calls),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Mary Jackson to a job' });
    const select = await within(dialog).findByRole('combobox', { name: 'Open job' });
    // Not Payroll Lead: an application was made from the entry for it already.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job…', 'Learning Designer', 'Data Analyst (Remote)']);

    await user.selectOptions(select, designer.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ id: mary.id, jobId: designer.id }]);
    expect(await screen.findByText(/^Added to Learning Designer\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Open the new application' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-9',
    );
    const made = within(section('Applications made from this entry')).getByRole('list');
    expect(
      within(made)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Learning Designer', 'Payroll Lead']);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const user = setupUser();
    const refusal = 'This candidate has already applied for (or been added to) this job.';
    renderEntry([
      detailsMock(),
      jobOptionsMock([designer]),
      addToJobMock(mary.id, designer, {
        result: { errors: [{ message: refusal, extensions: { code: 'CONFLICT', field: 'jobId' } }] },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add to job' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Open job' }), designer.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('deletes the entry after asking, then goes back to the list saying so', async () => {
    const user = setupUser();
    const calls: unknown[] = [];
    const { router } = renderApp('/admin/talent-pool/t1', {
      role: 'INTERNAL_RECRUITER',
      mocks: [meMock('INTERNAL_RECRUITER'), detailsMock(), deleteMock(mary.id, calls), listMock([row(2)]), heldMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Mary Jackson from the talent pool?' });
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Mary Jackson was deleted from the talent pool.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/talent-pool');
    expect(calls).toEqual([{ id: mary.id }]);
  });

  it('keeps the page and the question open when the deletion fails, and forgets the failure when asked again', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin/talent-pool/t1', {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        meMock('INTERNAL_RECRUITER'),
        detailsMock(),
        { ...deleteMock(mary.id), result: undefined, error: new Error('offline') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Mary Jackson from the talent pool?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('The entry could not be deleted. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/talent-pool/t1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      within(screen.getByRole('dialog')).queryByText('The entry could not be deleted. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mary Jackson' })).toBeInTheDocument();
  });

  it('keeps the entry when the question is cancelled', async () => {
    const user = setupUser();
    const calls: unknown[] = [];
    renderEntry([detailsMock(), deleteMock(mary.id, calls)]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
