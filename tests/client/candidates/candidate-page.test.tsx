// This file passes 400 lines: one screen's cases in one file (each file loads the app afresh).
import { screen, waitFor, within } from '@testing-library/react';

import { downloadWithToken, fetchFileWithToken } from '../../../client/src/lib/download';
import { formatMoment } from '../../../client/src/lib/format-when';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  type Activity,
  APPLIED_ACTIVITY,
  type CandidateData,
  detailsErrorMock,
  detailsMock,
  grace,
  renderCandidatePage,
  timelineMock,
} from './candidate-page-fixtures';
import { stageOptionsMock } from './stage-fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  downloadWithToken: jest.fn(),
  fetchFileWithToken: jest.fn(),
}));

const fetchFile = jest.mocked(fetchFileWithToken);
const download = jest.mocked(downloadWithToken);

const PDF_BYTES = '%PDF-1.4 a resume';
const VIEWED: Activity = {
  id: '2',
  kind: 'RESUME_VIEWED',
  actorLabel: 'rita@talentconsultancy.example',
  at: '2025-03-02T09:00:00.000Z',
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

/**
 * The page is done once the history was read again after the PDF was shown (the server records the
 * view): a test that ends before it would see that answer land after its end.
 */
async function viewRecorded() {
  expect(await within(section('History')).findByText('Resume viewed')).toBeInTheDocument();
}

function definition(container: HTMLElement, term: string) {
  return within(container).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

/** A blob's text (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
beforeEach(() => {
  // Each test is a new browser visit: none has shown a resume yet.
  sessionStorage.clear();
  fetchFile.mockReset();
  download.mockReset();
  fetchFile.mockResolvedValue({ blob: new Blob([PDF_BYTES], { type: 'application/pdf' }), fileName: 'cv.pdf' });
  // jsdom has no object URLs.
  createObjectURL = jest.fn(() => 'blob:http://localhost/resume-1');
  revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the candidate page: loading, not found and failure', () => {
  it('says it is loading until the candidate arrives, then shows their name as the heading', async () => {
    renderCandidatePage(grace.id, [detailsMock(grace), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the candidate...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Grace Hopper · /);
    await viewRecorded();
  });

  it('says the candidate was not found when the server answers NOT_FOUND, with the way back', async () => {
    renderCandidatePage('gone', [detailsErrorMock('gone', 'NOT_FOUND', 'This application does not exist.')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' })).toBeInTheDocument();
    expect(screen.getByText('This application does not exist, or it was erased.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All candidates' })).toHaveAttribute('href', '/admin/candidates');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('says the candidate failed to load on any other error, and loads again on Try again', async () => {
    const user = setupUser();
    renderCandidatePage(grace.id, [
      detailsErrorMock(grace.id, 'INTERNAL_SERVER_ERROR', 'Unexpected error.'),
      detailsMock(grace),
      timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the candidate.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    await viewRecorded();
  });

  it('opens at /admin/candidates/<id> through the app’s route table', async () => {
    renderApp(`/admin/candidates/${grace.id}`, {
      role: 'INTERNAL_RECRUITER',
      mocks: [
        meMock('INTERNAL_RECRUITER'),
        stageOptionsMock(),
        detailsMock(grace),
        timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    await viewRecorded();
  });
});

describe('the candidate page: the application', () => {
  it('shows every field of the application, its job and the consent record, with links back to the lists', async () => {
    const archived: CandidateData = { ...grace, job: { ...grace.job, archivedAt: '2025-04-01T10:00:00.000Z' } };
    renderCandidatePage(grace.id, [detailsMock(archived), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const details = section('Application');

    expect(definition(details, 'Full Name')).toHaveTextContent('Grace Hopper');
    expect(within(definition(details, 'Email')).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(definition(details, 'Phone')).toHaveTextContent('+1 555 0100');
    expect(within(definition(details, 'LinkedIn')).getByRole('link')).toHaveAttribute(
      'href',
      'https://linkedin.com/in/grace',
    );
    expect(definition(details, 'Portfolio')).toHaveTextContent('Not provided');
    expect(definition(details, 'Job')).toHaveTextContent('HR Business Partner (archived)');
    expect(within(definition(details, 'Job')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/applied-candidates?job=job-1',
    );
    // Noon UTC: the same day in every zone from UTC-11 to UTC+11, at the reader's own time.
    expect(definition(details, 'Applied')).toHaveTextContent(/^Saturday 1 March 2025 at /);
    expect(definition(details, 'Applied')).toHaveTextContent(formatMoment(grace.createdAt));
    expect(definition(details, 'Status')).toHaveTextContent('Awaiting decision');
    expect(definition(details, 'Source')).toHaveTextContent('A link from “newsletter”');
    expect(definition(details, 'Cover Letter').textContent).toBe(grace.coverLetter);
    expect(definition(details, 'Privacy')).toHaveTextContent(
      'Consent given (the applicant ticked the box); privacy notice version 2025-01',
    );

    const back = screen.getByRole('navigation', { name: 'Back to the lists' });
    expect(within(back).getByRole('link', { name: 'All candidates' })).toHaveAttribute('href', '/admin/candidates');
    expect(within(back).getByRole('link', { name: 'Applied Candidates: HR Business Partner' })).toHaveAttribute(
      'href',
      '/admin/applied-candidates?job=job-1',
    );
    await viewRecorded();
  });

  it.each([
    ['CAREERS_SITE', null, 'The careers site'],
    ['REFERRAL', 'Ada Lovelace', 'Referred by Ada Lovelace'],
    [null, null, 'Not recorded (applied before sources were kept)'],
  ] as const)('says where the application came from: %s', async (sourceKind, sourceDetail, words) => {
    renderCandidatePage(grace.id, [
      detailsMock({ ...grace, sourceKind, sourceDetail }),
      timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY]),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(definition(section('Application'), 'Source')).toHaveTextContent(words);
    await viewRecorded();
  });

  it('lists the other applications of the same address with job, date and decision, each linking to its page', async () => {
    const withOthers: CandidateData = {
      ...grace,
      otherApplications: [
        {
          id: 'app-7',
          status: 'Rejected',
          createdAt: '2025-02-10T12:00:00.000Z',
          job: { id: 'job-3', title: 'Payroll Lead', archivedAt: '2025-02-20T12:00:00.000Z' },
        },
        {
          id: 'app-8',
          status: null,
          createdAt: '2025-01-05T12:00:00.000Z',
          job: { id: 'job-4', title: 'Recruiter', archivedAt: null },
        },
      ],
    };
    renderCandidatePage(grace.id, [detailsMock(withOthers), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const items = within(section('Other applications')).getAllByRole('listitem');

    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Payroll Lead (archived)' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-7',
    );
    expect(items[0]).toHaveTextContent(`Applied ${formatMoment('2025-02-10T12:00:00.000Z')}. Decision: Rejected`);
    expect(within(items[1]!).getByRole('link', { name: 'Recruiter' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-8',
    );
    expect(items[1]).toHaveTextContent('Decision: Awaiting decision');
    await viewRecorded();
  });

  it('says so when the address sent no other application', async () => {
    renderCandidatePage(grace.id, [detailsMock(grace), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(section('Other applications')).toHaveTextContent('No other applications from this e-mail address.');
    await viewRecorded();
  });
});

describe('the candidate page: the resume', () => {
  it('shows a PDF inline from an object URL fetched with the staff token, then shows “Resume viewed” in the history', async () => {
    renderCandidatePage(grace.id, [detailsMock(grace), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    const frame = await screen.findByTitle('Resume of Grace Hopper (PDF)');

    expect(fetchFile).toHaveBeenCalledWith('/api/candidates/resumes/app-1?disposition=inline', expect.any(AbortSignal));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/resume-1#view=FitH&navpanes=0');
    // The server recorded the view: the history is read again and says so.
    const history = within(section('History'));
    expect(await history.findByText('Resume viewed')).toBeInTheDocument();
    const framed = createObjectURL.mock.calls[0]![0] as Blob;
    expect(framed.type).toBe('application/pdf');
    expect(await blobText(framed)).toBe(PDF_BYTES);
    expect(within(section('Resume')).getByRole('button', { name: 'Download resume' })).toBeInTheDocument();
  });

  it('asks the server for no second “Resume viewed” when the same browser session shows the resume again (a reload)', async () => {
    const first = renderCandidatePage(grace.id, [
      detailsMock(grace),
      timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY]),
    ]);
    await screen.findByTitle('Resume of Grace Hopper (PDF)');
    expect(sessionStorage.getItem('resumeViewed:app-1')).not.toBeNull();
    first.unmount();

    renderCandidatePage(grace.id, [detailsMock(grace), timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY])]);
    await screen.findByTitle('Resume of Grace Hopper (PDF)');
    expect(fetchFile.mock.calls.map(([path]) => path)).toEqual([
      '/api/candidates/resumes/app-1?disposition=inline',
      '/api/candidates/resumes/app-1?disposition=inline&seen=visit',
    ]);
  });

  it('revokes the object URL when the page goes away', async () => {
    const { unmount } = renderCandidatePage(grace.id, [
      detailsMock(grace),
      timelineMock(grace.id, [], [VIEWED, APPLIED_ACTIVITY]),
    ]);
    await screen.findByTitle('Resume of Grace Hopper (PDF)');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/resume-1');
  });

  it('shows why the PDF could not be shown, and still offers the download', async () => {
    fetchFile.mockRejectedValue(new Error('The file is missing.'));
    renderCandidatePage(grace.id, [detailsMock(grace)]);
    const resume = await screen.findByRole('region', { name: 'Resume' });
    await waitFor(() =>
      expect(within(resume).getByRole('alert')).toHaveTextContent('Failed to show the resume: The file is missing.'),
    );
    expect(within(resume).queryByTitle(/Resume of/)).not.toBeInTheDocument();
    expect(within(resume).getByRole('button', { name: 'Download resume' })).toBeInTheDocument();
  });

  it('never frames an answer that is not a PDF', async () => {
    fetchFile.mockResolvedValue({ blob: new Blob(['<html>'], { type: 'text/html' }), fileName: null });
    renderCandidatePage(grace.id, [detailsMock(grace)]);
    const resume = await screen.findByRole('region', { name: 'Resume' });
    await waitFor(() =>
      expect(within(resume).getByRole('alert')).toHaveTextContent(
        'Failed to show the resume: The server did not answer with a PDF.',
      ),
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('offers a Word resume as a download only, and fetches nothing to show', async () => {
    const user = setupUser();
    download.mockResolvedValue(undefined);
    const word: CandidateData = { ...grace, resumeType: 'DOCX' };
    const downloaded: Activity = { ...VIEWED, kind: 'RESUME_DOWNLOADED' };
    renderCandidatePage(grace.id, [detailsMock(word), timelineMock(grace.id, [], [downloaded, APPLIED_ACTIVITY])]);
    const resume = await screen.findByRole('region', { name: 'Resume' });

    expect(resume).toHaveTextContent('This resume is a Word document: download it to read it.');
    expect(within(resume).queryByTitle(/Resume of/)).not.toBeInTheDocument();
    expect(fetchFile).not.toHaveBeenCalled();

    await user.click(within(resume).getByRole('button', { name: 'Download resume' }));
    expect(download).toHaveBeenCalledWith('/api/candidates/resumes/app-1', 'resume-app-1');
    expect(await within(section('History')).findByText('Resume downloaded')).toBeInTheDocument();
  });

  it('says under the resume whether the search finds its words, and why not', async () => {
    renderCandidatePage(grace.id, [detailsMock({ ...grace, resumeType: 'DOC', resumeText: 'LEGACY_DOC' })]);
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(resume).toHaveTextContent(
      'Text not available: a Word 97-2003 file is not read, so the search finds this candidate by name, e-mail, phone and job only.',
    );
  });

  it('says a resume just received is being read for the search', async () => {
    renderCandidatePage(grace.id, [detailsMock({ ...grace, resumeType: 'DOCX', resumeText: 'READING' })]);
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(resume).toHaveTextContent('Its words are being read for the search of all candidates.');
    expect(resume).not.toHaveTextContent('Text not available');
  });

  it('shows why a download failed', async () => {
    const user = setupUser();
    download.mockRejectedValue(new Error('Resume not found.'));
    renderCandidatePage(grace.id, [detailsMock({ ...grace, resumeType: 'DOC' })]);
    const resume = await screen.findByRole('region', { name: 'Resume' });
    await user.click(within(resume).getByRole('button', { name: 'Download resume' }));
    await waitFor(() =>
      expect(within(resume).getByRole('alert')).toHaveTextContent('Failed to download the resume: Resume not found.'),
    );
  });
});

describe('the candidate page: the history', () => {
  it('writes each line in words, newest first, with who and when', async () => {
    const queuedAt = new Date(2025, 2, 3, 13, 55);
    const dueAt = new Date(2025, 2, 3, 14, 5);
    const activity: Activity[] = [
      { id: '12', kind: 'RESUME_DOWNLOADED', actorLabel: 'sam@example.com', at: '2025-03-04T09:00:00.000Z' },
      { id: '11', kind: 'REJECTION_EMAIL_SENT', actorLabel: 'system', at: '2025-03-03T14:05:00.000Z' },
      {
        id: '10',
        kind: 'REJECTION_EMAIL_QUEUED',
        actorLabel: 'rita@example.com',
        at: queuedAt.toISOString(),
        details: { messageId: 'm-1', dueAt: dueAt.toISOString() },
      },
      {
        id: '9',
        kind: 'STATUS_SET',
        actorLabel: 'rita@example.com',
        at: queuedAt.toISOString(),
        details: { from: 'Shortlisted', to: 'Rejected' },
      },
      { id: '8', kind: 'REJECTION_EMAIL_CANCELLED', actorLabel: 'rita@example.com', at: '2025-03-03T10:00:00.000Z' },
      {
        id: '7',
        kind: 'STATUS_UNDONE',
        actorLabel: 'rita@example.com',
        at: '2025-03-03T10:00:00.000Z',
        details: { from: 'Rejected' },
      },
      {
        id: '6',
        kind: 'STATUS_SET',
        actorLabel: 'API key: ATS sync',
        at: '2025-03-02T10:00:00.000Z',
        details: { from: null, to: 'Shortlisted' },
      },
      { id: '5', kind: 'NOTE_DELETED', actorLabel: 'rita@example.com', at: '2025-03-02T09:30:00.000Z' },
      { id: '4', kind: 'NOTE_EDITED', actorLabel: 'rita@example.com', at: '2025-03-02T09:20:00.000Z' },
      { id: '3', kind: 'NOTE_ADDED', actorLabel: 'rita@example.com', at: '2025-03-02T09:10:00.000Z' },
      { ...VIEWED, id: '2' },
      APPLIED_ACTIVITY,
    ];
    renderCandidatePage(grace.id, [detailsMock({ ...grace, resumeType: 'DOCX', activity })]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const lines = within(screen.getByRole('list', { name: 'History, newest first' })).getAllByRole('listitem');

    expect(lines.map((line) => line.querySelector('.candidate-page__what')!.textContent)).toEqual([
      'Resume downloaded',
      'Rejection e-mail sent',
      'Rejection e-mail queued, goes out at 2:05 PM',
      'Rejected (was Shortlisted)',
      'Rejection e-mail cancelled',
      'Decision undone (was Rejected)',
      'Shortlisted',
      'Note deleted',
      'Note edited',
      'Note added',
      'Resume viewed',
      'Applied',
    ]);
    expect(lines[0]).toHaveTextContent(`by sam@example.com, ${formatMoment('2025-03-04T09:00:00.000Z')}`);
    expect(lines[1]).toHaveTextContent(/by the system, /);
    expect(lines[6]).toHaveTextContent(/by API key: ATS sync, /);
    expect(lines[11]).toHaveTextContent(/by the candidate, Saturday 1 March 2025 at /);
  });

  it('gives the full date of a queued e-mail that goes out on another day', async () => {
    const activity: Activity[] = [
      {
        id: '3',
        kind: 'REJECTION_EMAIL_QUEUED',
        actorLabel: 'rita@example.com',
        at: new Date(2025, 2, 3, 23, 55).toISOString(),
        details: { dueAt: new Date(2025, 2, 4, 0, 5).toISOString() },
      },
      APPLIED_ACTIVITY,
    ];
    renderCandidatePage(grace.id, [detailsMock({ ...grace, resumeType: 'DOC', activity })]);
    const history = await screen.findByRole('list', { name: 'History, newest first' });
    expect(
      within(history).getByText('Rejection e-mail queued, goes out at Tuesday 4 March 2025 at 12:05 AM'),
    ).toBeInTheDocument();
  });
});
