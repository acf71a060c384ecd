import { screen } from '@testing-library/react';

import {
  APPLICANTS_CSV_HEADER,
  applicantsCsv,
  applicantsCsvFileName,
} from '../../../client/src/features/candidates/candidates-csv';
import { saveCsv } from '../../../client/src/lib/download';
import { setupUser } from '../../helpers/user-events';

import { alan, candidatesMock, grace, jobOptionsMock, PAGE_PATH, renderCandidates } from './fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  saveCsv: jest.fn(),
}));

const save = jest.mocked(saveCsv);

describe('applied candidates: CSV export', () => {
  beforeEach(() => {
    save.mockReset();
  });

  // lib/csv.ts prefixes a leading + (as in phone numbers) with an apostrophe so no spreadsheet runs it.
  it('builds one row per applicant under the export header, N/A for no status, and where each came from', () => {
    expect(APPLICANTS_CSV_HEADER).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'LinkedIn',
      'Portfolio',
      'Status',
      'Applied At',
      'Source',
    ]);
    expect(applicantsCsv([grace, alan]).split('\r\n')).toEqual([
      'Full Name,Email,Phone,LinkedIn,Portfolio,Status,Applied At,Source',
      "Grace Hopper,grace@example.com,'+1 555 0100,https://linkedin.com/in/grace,https://grace.example.com/work,N/A,2025-03-01T12:00:00.000Z,Referred by Ada Lovelace",
      "Alan Turing,alan@example.com,'+44 20 7946 0000,,,Shortlisted,2025-02-14T12:00:00.000Z,Not recorded (applied before sources were kept)",
      '',
    ]);
  });

  it('adds one column per question answered, in order of first appearance, with each candidate’s answer or nothing', () => {
    const permit = { questionId: 'q-permit', question: 'Do you have the right to work in India?' };
    const notice = { questionId: 'q-notice', question: 'How long is your notice period?' };
    const setting = { questionId: 'q-setting', question: 'Which way of working suits you best?' };
    // Grace left the optional notice question blank; Alan was asked the permit question in other words.
    const withAnswers = [
      {
        ...grace,
        answers: [
          { ...permit, answer: 'Yes' },
          { ...setting, answer: 'Hybrid, mostly' },
        ],
      },
      {
        ...alan,
        answers: [
          { ...permit, question: 'May you work in India?', answer: 'No' },
          { ...notice, answer: 'Two months' },
          { ...setting, answer: 'Remote' },
        ],
      },
      { ...grace, id: 'app-3', fullName: 'Katherine Johnson', email: 'katherine@example.com', answers: [] },
    ];

    const [header, ...rows] = applicantsCsv(withAnswers).split('\r\n');

    expect(header).toBe(
      'Full Name,Email,Phone,LinkedIn,Portfolio,Status,Applied At,Source,' +
        'Do you have the right to work in India?,Which way of working suits you best?,How long is your notice period?',
    );
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      'Grace Hopper,grace@example.com',
      'Alan Turing,alan@example.com',
      'Katherine Johnson,katherine@example.com',
      '',
    ]);
    expect(rows[0]).toMatch(/,Referred by Ada Lovelace,Yes,"Hybrid, mostly",$/);
    expect(rows[1]).toMatch(/,Not recorded \(applied before sources were kept\),No,Remote,Two months$/);
    expect(rows[2]).toMatch(/,Referred by Ada Lovelace,,,$/);
  });

  it('says which job staff added a candidate from in the Source column', () => {
    const added = { ...grace, sourceKind: 'ADDED_BY_STAFF' as const, sourceDetail: 'Payroll Lead' };
    expect(applicantsCsv([added]).split('\r\n')[1]).toMatch(/,Added by staff from Payroll Lead$/);
  });

  it('quotes commas and neutralises formula-like values an applicant typed', () => {
    const csv = applicantsCsv([{ ...grace, fullName: 'Hopper, Grace', phone: '+1 555 0100', email: '=HYPERLINK()' }]);
    expect(csv.split('\r\n')[1]).toMatch(/^"Hopper, Grace",'=HYPERLINK\(\),'\+1 555 0100,/);
  });

  it('names the file after the job and the day', () => {
    expect(applicantsCsvFileName('HR Business Partner (London)', new Date(2025, 2, 7))).toBe(
      'applicants-hr-business-partner-london-2025-03-07.csv',
    );
  });

  it('downloads the chosen job’s applicants when Export CSV is pressed', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);
    await screen.findByRole('option', { name: 'HR Business Partner (London)' });
    await screen.findByRole('cell', { name: grace.fullName });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(save).toHaveBeenCalledTimes(1);
    const [csv, fileName] = save.mock.calls[0]!;
    expect(csv).toBe(applicantsCsv([grace, alan]));
    expect(fileName).toMatch(/^applicants-hr-business-partner-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
