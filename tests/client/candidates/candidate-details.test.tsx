import { screen, waitFor, within } from '@testing-library/react';

import { downloadWithToken } from '../../../client/src/lib/download';
import { setupUser } from '../../helpers/user-events';

import { alan, candidatesMock, grace, jobOptionsMock, PAGE_PATH, renderCandidates } from './fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  downloadWithToken: jest.fn(),
}));

const download = jest.mocked(downloadWithToken);

function definition(dialog: HTMLElement, term: string) {
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

async function openDetails(name: string) {
  const user = setupUser();
  renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);
  await user.click(await screen.findByRole('button', { name: `View Details for ${name}` }));
  return { user, dialog: screen.getByRole('dialog', { name }) };
}

describe('applied candidates: the details dialog', () => {
  beforeEach(() => {
    download.mockReset();
  });

  it('shows every field of the application, with the links opening safely in a new tab', async () => {
    const { dialog } = await openDetails(grace.fullName);

    expect(definition(dialog, 'Full Name')).toHaveTextContent('Grace Hopper');
    expect(within(definition(dialog, 'Email')).getByRole('link', { name: grace.email })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(definition(dialog, 'Phone')).toHaveTextContent('+1 555 0100');
    for (const [term, href] of [
      ['LinkedIn', grace.linkedIn],
      ['Portfolio', grace.portfolio],
    ] as const) {
      const link = within(definition(dialog, term)).getByRole('link', { name: `${href} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(definition(dialog, 'Status')).toHaveTextContent('N/A');
    expect(definition(dialog, 'Applied')).toHaveTextContent(/^Saturday 1 March 2025 at \d{1,2}:00 [AP]M$/);
    // The cover letter keeps the applicant's line breaks.
    expect(definition(dialog, 'Cover Letter').textContent).toBe(grace.coverLetter);
    expect(definition(dialog, 'Cover Letter')).toHaveClass('candidate-details__letter');
    expect(within(dialog).getByRole('button', { name: 'Download resume' })).toBeEnabled();
  });

  it('says "Not provided" for the optional fields an applicant left empty, and shows the status', async () => {
    const { dialog } = await openDetails(alan.fullName);
    expect(definition(dialog, 'LinkedIn')).toHaveTextContent('Not provided');
    expect(definition(dialog, 'Portfolio')).toHaveTextContent('Not provided');
    expect(definition(dialog, 'Cover Letter')).toHaveTextContent('Not provided');
    expect(definition(dialog, 'Status')).toHaveTextContent('Shortlisted');
    expect(within(dialog).queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
  });

  it('closes with the Close button and gives focus back to View Details', async () => {
    const { user, dialog } = await openDetails(grace.fullName);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Details for Grace Hopper' })).toHaveFocus();
  });

  it('downloads the resume from its staff-only path with the token helper', async () => {
    let finish: () => void = () => {};
    download.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDetails(grace.fullName);

    await user.click(within(dialog).getByRole('button', { name: 'Download resume' }));

    expect(download).toHaveBeenCalledWith('/api/candidates/resumes/app-1', 'resume-app-1');
    expect(within(dialog).getByRole('button', { name: 'Downloading resume...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish();
    expect(await within(dialog).findByRole('button', { name: 'Download resume' })).toBeEnabled();
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows why the resume could not be downloaded when the download fails', async () => {
    download.mockRejectedValue(new Error('Resume not found.'));
    const { user, dialog } = await openDetails(grace.fullName);

    await user.click(within(dialog).getByRole('button', { name: 'Download resume' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to download the resume: Resume not found.'),
    );
    expect(within(dialog).getByRole('button', { name: 'Download resume' })).toBeEnabled();
  });
});
