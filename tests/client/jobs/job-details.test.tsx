import { screen, waitFor, within } from '@testing-library/react';

import { setupUser } from '../../helpers/user-events';

import { cardJob, detailsMock, detailsNotFoundMock, listMock, renderJobs, seniorPartner } from './fixtures';

function jsonLdScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'));
}

describe('job details', () => {
  it('opens /browse-positions/:id from a card, keeping the search, and shows the job without blank lines', async () => {
    const user = setupUser();
    const { router } = renderJobs('/browse-positions?q=talent', [
      listMock({
        items: [cardJob(1), cardJob(7, { id: seniorPartner.id, title: seniorPartner.title, location: 'Bengaluru' })],
        search: 'talent',
      }),
      detailsMock(),
    ]);

    const card = (await screen.findByRole('heading', { name: seniorPartner.title })).closest('li')!;
    await user.click(within(card).getByRole('link', { name: seniorPartner.title }));

    expect(router.state.location.pathname).toBe(`/browse-positions/${seniorPartner.id}`);
    expect(router.state.location.search).toBe('?q=talent');
    const dialog = await screen.findByRole('dialog', { name: seniorPartner.title });
    expect(within(dialog).getByText('Bengaluru')).toBeInTheDocument();

    const list = (name: string) =>
      within(within(dialog).getByRole('heading', { name }).closest('section')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list('Description')).toEqual(['Lead hiring for our clients.', 'Work across <three> regions & time zones.']);
    expect(list('Responsibilities')).toEqual(['Run interviews', 'Advise hiring managers', 'Run interviews']);
    expect(list('Qualifications')).toEqual(['5+ years in recruitment']);
    expect(within(dialog).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it('goes back to the list with its search when the details are closed', async () => {
    const user = setupUser();
    const { router } = renderJobs('/browse-positions?q=talent', [
      listMock({
        items: [cardJob(7, { id: seniorPartner.id, title: seniorPartner.title, location: 'Bengaluru' })],
        search: 'talent',
      }),
      detailsMock(),
    ]);
    await user.click(await screen.findByRole('link', { name: seniorPartner.title }));
    const dialog = await screen.findByRole('dialog', { name: seniorPartner.title });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/browse-positions');
    expect(router.state.location.search).toBe('?q=talent');
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('shows a job opened by its URL and names the tab after it, writing no JobPosting of its own', async () => {
    renderJobs(`/browse-positions/${seniorPartner.id}`, [listMock({ items: [cardJob(1)] }), detailsMock()]);

    expect(await screen.findByRole('dialog', { name: seniorPartner.title })).toBeInTheDocument();
    expect(document.title).toBe(`${seniorPartner.title} · Talent Consultancy`);
    // The job's page as the server sends it carries the JobPosting (server/src/http/job-posting-ld.ts).
    expect(jsonLdScripts()).toEqual([]);
  });

  it('shows the job’s facts in the dialog, naming the client it hires for', async () => {
    const job = {
      ...seniorPartner,
      employmentType: 'INTERNSHIP' as const,
      workplace: 'REMOTE' as const,
      remoteRegion: 'India',
      department: 'Talent Acquisition',
      salaryMin: 25000,
      salaryMax: null,
      salaryCurrency: 'INR',
      salaryPeriod: 'MONTH' as const,
      closesAt: '2030-01-31T12:00:00.000Z',
      clientName: 'Northwind Cloud',
    };
    renderJobs(`/browse-positions/${job.id}`, [listMock({ items: [cardJob(1)] }), detailsMock(job)]);

    const dialog = await screen.findByRole('dialog', { name: job.title });
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Employment type')).toBe('Internship');
    expect(fact('Workplace')).toBe('Remote (India)');
    expect(fact('Department')).toBe('Talent Acquisition');
    expect(fact('Salary')).toBe('From ₹25,000 a month');
    expect(fact('Hiring for')).toBe('Northwind Cloud');
    expect(fact('Closes')).toBe('31 Jan 2030');
  });

  it('keeps the JobPosting of the page the server sent while that job shows, and drops it after', async () => {
    const fromServer = document.createElement('script');
    fromServer.type = 'application/ld+json';
    fromServer.setAttribute('data-job-posting', seniorPartner.id);
    fromServer.textContent = '{"@type":"JobPosting"}';
    document.head.append(fromServer);
    try {
      const user = setupUser();
      const { router } = renderJobs(`/browse-positions/${seniorPartner.id}`, [
        listMock({ items: [cardJob(1)] }),
        detailsMock(),
      ]);
      const dialog = await screen.findByRole('dialog', { name: seniorPartner.title });
      expect(jsonLdScripts()).toEqual([fromServer]);

      // Back on the list, the server's JobPosting goes: it no longer describes what is shown.
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/browse-positions'));
      await waitFor(() => expect(jsonLdScripts()).toEqual([]));
    } finally {
      fromServer.remove();
    }
  });

  it('closes a job opened by its URL to the list', async () => {
    const user = setupUser();
    const { router } = renderJobs(`/browse-positions/${seniorPartner.id}`, [
      listMock({ items: [cardJob(1)] }),
      detailsMock(),
    ]);
    await user.click(
      within(await screen.findByRole('dialog', { name: seniorPartner.title })).getByRole('button', { name: 'Close' }),
    );

    expect(router.state.location.pathname).toBe('/browse-positions');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.title).toBe('Browse Our Open Positions · Talent Consultancy');
  });

  it('says the position does not exist for an unknown job id', async () => {
    renderJobs('/browse-positions/no-such-job', [
      listMock({ items: [cardJob(1)] }),
      detailsNotFoundMock('no-such-job'),
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Position not found' });
    expect(within(dialog).getByText('This position does not exist or is no longer open.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  describe('of a closed position (the server answered 410 and described it in the page)', () => {
    const closedId = '7d6f0c1e-0000-4000-8000-00000000c105';
    afterEach(() => document.getElementById('closed-position')?.remove());

    function serverSaysClosed(similar: { id: string; title: string; location: string }[], title = 'Payroll Manager') {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = 'closed-position';
      data.textContent = JSON.stringify({ id: closedId, title, location: 'Lisbon', similar });
      document.head.append(data);
    }

    it('names the closed job and links to the open jobs the server offers', async () => {
      serverSaysClosed([
        cardJob(7, { id: seniorPartner.id, title: seniorPartner.title, location: 'Bengaluru' }),
        { id: 'other-open-job', title: 'Payroll Lead', location: '' },
      ]);
      const user = setupUser();
      const { router } = renderJobs(`/browse-positions/${closedId}`, [
        listMock({ items: [cardJob(1)] }),
        detailsNotFoundMock(closedId),
        detailsMock(),
      ]);

      const dialog = await screen.findByRole('dialog', { name: 'This position is closed' });
      expect(document.title).toBe('This position is closed · Talent Consultancy');
      expect(within(dialog).getByText('“Payroll Manager” in Lisbon is no longer open for applications.')).toBeVisible();
      const links = within(dialog).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [seniorPartner.title, `/browse-positions/${seniorPartner.id}`],
        ['Payroll Lead', '/browse-positions/other-open-job'],
      ]);
      expect(within(dialog).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();

      await user.click(links[0]!);
      expect(router.state.location.pathname).toBe(`/browse-positions/${seniorPartner.id}`);
      expect(await screen.findByRole('dialog', { name: seniorPartner.title })).toBeInTheDocument();
    });

    it('still says "not found" for another id than the one the page describes', async () => {
      serverSaysClosed([]);
      renderJobs('/browse-positions/no-such-job', [
        listMock({ items: [cardJob(1)] }),
        detailsNotFoundMock('no-such-job'),
      ]);
      expect(await screen.findByRole('dialog', { name: 'Position not found' })).toBeInTheDocument();
    });
  });
});
