import { startTestSite } from '../../helpers/stand-in-client';
import type { TestServer } from '../../helpers/test-server';
import { insertJob } from '../jobs/job-fixtures';

import { insertClient } from './client-fixtures';

const ORIGIN = 'https://careers.example.com';

let t: TestServer;
beforeAll(async () => {
  t = await startTestSite({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.stop());

async function hiringOrganization(jobId: string): Promise<unknown> {
  const html = await (await fetch(`${t.url}/browse-positions/${jobId}`)).text();
  const [raw] = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
  return (JSON.parse(raw!) as { hiringOrganization: unknown }).hiringOrganization;
}

describe('the job posting’s hiring organization with clients', () => {
  it('is the client only when its name may be public and the job is not confidential; else the consultancy', async () => {
    const shown = await insertClient(t.orm, { name: 'Shown Foods B.V.', showNamePublicly: true });
    const hidden = await insertClient(t.orm, { name: 'Hidden Holdings', showNamePublicly: false });
    const consultancy = { '@type': 'Organization', name: 'Talent Consultancy', url: ORIGIN };

    const open = await insertJob(t.orm, { title: 'Open', client: shown });
    expect(await hiringOrganization(open.id)).toEqual({ '@type': 'Organization', name: 'Shown Foods B.V.' });
    const confidential = await insertJob(t.orm, { title: 'Confidential', client: shown, confidentialClient: true });
    expect(await hiringOrganization(confidential.id)).toMatchObject(consultancy);
    const quiet = await insertJob(t.orm, { title: 'Quiet', client: hidden });
    expect(await hiringOrganization(quiet.id)).toMatchObject(consultancy);
  });
});
