import type { JobPosting } from 'schema-dts';

import { EmploymentType, SalaryPeriod, Workplace } from '../../../server/src/modules/jobs/job-facts';
import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertClient } from '../clients/client-fixtures';
import { insertJob } from '../jobs/job-fixtures';

const ORIGIN = 'https://careers.example.com';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.stop());

/** The page's JSON-LD elements: their raw text, and what they parse to. */
async function jsonLd(route: string) {
  const html = await (await fetch(`${t.url}${route}`)).text();
  const raw = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
  return { html, raw, parsed: raw.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

/** Google's required properties of a JobPosting, and the recommended ones this product's jobs have. */
const GOOGLE_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'];
const GOOGLE_RECOMMENDED_TODAY = ['identifier', 'directApply'];

describe("a job page's JobPosting JSON-LD", () => {
  it('has every property Google requires and recommends that the job has, in one element', async () => {
    const createdAt = new Date('2026-03-02T09:30:00.000Z');
    const job = await insertJob(t.orm, {
      title: 'Payroll Lead',
      location: 'Porto, Norte, Portugal',
      description: ['Run payroll for <three> countries.'],
      responsibilities: ['Close the month'],
      qualifications: ['CIPP & five years'],
      createdAt,
    });
    const { parsed } = await jsonLd(`/browse-positions/${job.id}`);
    expect(parsed).toHaveLength(1);
    const posting = parsed[0]!;
    for (const property of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED_TODAY, 'jobLocation']) {
      expect(posting).toHaveProperty([property]);
    }
    expect(posting).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Payroll Lead',
      description:
        '<p>Run payroll for &lt;three&gt; countries.</p>' +
        '<h3>Responsibilities</h3><ul><li>Close the month</li></ul>' +
        '<h3>Qualifications</h3><ul><li>CIPP &amp; five years</li></ul>',
      datePosted: createdAt.toISOString(),
      url: `${ORIGIN}/browse-positions/${job.id}`,
      identifier: { '@type': 'PropertyValue', name: 'Talent Consultancy', value: job.id },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Talent Consultancy',
        sameAs: ORIGIN,
        url: ORIGIN,
        logo: `${ORIGIN}/apple-touch-icon.png`,
      },
      directApply: true,
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Porto',
          addressRegion: 'Norte',
          addressCountry: 'Portugal',
        },
      },
    });
  });

  it('keeps "</script>" in a job from ending the element', async () => {
    const title = 'Engineer </script><script>alert(1)</script> & <!-- more';
    const job = await insertJob(t.orm, { title, location: 'Pune', description: ['</SCRIPT> too'] });
    const { html, raw, parsed } = await jsonLd(`/browse-positions/${job.id}`);
    expect(html).not.toMatch(/<script>alert/i);
    expect(raw[0]).not.toMatch(/[<>]/);
    expect(parsed[0]).toMatchObject({ title, description: '<p>&lt;/SCRIPT&gt; too</p>' });
    expect(parsed[0]!.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune' },
    });
  });

  it('marks a job located "Remote" as telecommuting instead of giving a place', async () => {
    const job = await insertJob(t.orm, { title: 'Remote recruiter', location: 'Remote' });
    const [posting] = (await jsonLd(`/browse-positions/${job.id}`)).parsed;
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('carries the job’s facts: employment type, closing date, salary, remote region and the client as hiring organization', async () => {
    const closesAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    const job = await insertJob(t.orm, {
      title: 'Remote Controller',
      location: 'Amsterdam, Netherlands',
      description: ['Own the books.'],
      employmentType: EmploymentType.CONTRACT,
      workplace: Workplace.REMOTE,
      remoteRegion: 'European Union',
      salaryMin: 70000,
      salaryMax: 85000,
      salaryCurrency: 'EUR',
      salaryPeriod: SalaryPeriod.YEAR,
      closesAt,
      client: await insertClient(t.orm, { name: 'Acme Foods B.V.', showNamePublicly: true }),
    });
    const [posting] = (await jsonLd(`/browse-positions/${job.id}`)).parsed;
    // Typed with schema-dts, the schema.org vocabulary as TypeScript types: a property or type
    // the vocabulary lacks would not compile here, nor in job-posting-ld.ts which builds it.
    const expected: JobPosting = {
      '@type': 'JobPosting',
      title: 'Remote Controller',
      description: '<p>Own the books.</p>',
      datePosted: job.createdAt.toISOString(),
      validThrough: closesAt.toISOString(),
      employmentType: 'CONTRACTOR',
      url: `${ORIGIN}/browse-positions/${job.id}`,
      identifier: { '@type': 'PropertyValue', name: 'Talent Consultancy', value: job.id },
      hiringOrganization: { '@type': 'Organization', name: 'Acme Foods B.V.' },
      directApply: true,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 85000, unitText: 'YEAR' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Amsterdam', addressCountry: 'Netherlands' },
      },
    };
    expect(posting).toEqual({ '@context': 'https://schema.org/', ...expected });
    for (const property of [
      ...GOOGLE_REQUIRED,
      ...GOOGLE_RECOMMENDED_TODAY,
      'validThrough',
      'employmentType',
      'baseSalary',
    ]) {
      expect(posting).toHaveProperty([property]);
    }
  });

  it('names the agency as hiring organization for a confidential client, and gives a fixed salary as one value', async () => {
    const job = await insertJob(t.orm, {
      title: 'Confidential HRBP',
      location: 'Leeds',
      employmentType: EmploymentType.INTERNSHIP,
      salaryMin: 30,
      salaryMax: 30,
      salaryCurrency: 'GBP',
      salaryPeriod: SalaryPeriod.HOUR,
      confidentialClient: true,
    });
    const [posting] = (await jsonLd(`/browse-positions/${job.id}`)).parsed;
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Talent Consultancy', url: ORIGIN },
      baseSalary: { currency: 'GBP', value: { '@type': 'QuantitativeValue', value: 30, unitText: 'HOUR' } },
    });
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('is on no other page', async () => {
    for (const route of ['/', '/browse-positions', '/no-such-page']) expect((await jsonLd(route)).raw).toEqual([]);
  });
});
