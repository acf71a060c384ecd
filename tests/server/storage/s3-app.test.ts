/**
 * The product with its files in an S3-compatible bucket (s3rver): uploads land in the bucket and
 * nowhere on disk, are served with the usual headers, refused uploads leave no object, and a
 * person's export and erasure reach the bucket.
 */
import { Application } from '../../../server/src/modules/applications/application.entity';
import { Event } from '../../../server/src/modules/events/event.entity';
import { createFileStorage } from '../../../server/src/storage/create-file-storage';
import type { FileStorage } from '../../../server/src/storage/file-storage';
import { pdfBytes } from '../../helpers/files';
import { storedFiles } from '../../helpers/multipart-bodies';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';
import { Role, startTestServer, type TestServer } from '../../helpers/test-server';
import { applicant, applyByForm, newJob, PDF_RESUME } from '../applications/application-fixtures';
import { newEvent } from '../events/event-fixtures';
import { unzip } from '../people/people-fixtures';

let s3: TestS3;
let t: TestServer;
/** The bucket as the test sees it, apart from the server's own client. */
let bucket: FileStorage;
let staff: string;
let admin: string;
let jobId: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestServer(s3.env('app'));
  bucket = createFileStorage(s3.location('app'));
  staff = (await t.userWithRole(Role.INTERNAL_RECRUITER)).token;
  admin = (await t.userWithRole(Role.ADMIN)).token;
  jobId = await newJob(t, staff, 'Bucket Keeper');
});
afterAll(async () => {
  await bucket?.close();
  await t?.stop();
  await s3?.stop();
});

/** Every object in the bucket under the server's prefix. */
const objects = async () => (await bucket.listSettled(0)).sort();

/** What the storage folder on disk holds (nothing, when files go to the bucket). */
const onDisk = () => storedFiles(t.server.deps.config.storageDir);

async function download(url: string, token: string) {
  const response = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('files in an S3-compatible bucket', () => {
  it('keeps an applicant’s resume in the bucket and serves it to staff with the usual headers', async () => {
    const before = await objects();
    const bytes = pdfBytes('Resume kept in a bucket');
    const answer = await applyByForm(t, jobId, applicant({ fullName: 'Bucket Applicant' }), {
      ...PDF_RESUME,
      bytes,
    });
    expect(answer.status).toBe(200);
    const row = await t.orm.em.fork().findOneOrFail(Application, { id: answer.body.id as string });
    expect(await objects()).toEqual([...before, row.resumeKey].sort());
    expect(await onDisk()).toEqual([]);

    const { response, bytes: served } = await download(row.resumePath, staff);
    expect(response.status).toBe(200);
    expect(served.equals(bytes)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Bucket-Applicant-resume\.pdf"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves no object for a refused upload: not a document, too large, or no such job', async () => {
    const before = await objects();
    const fake = await applyByForm(t, jobId, applicant(), { ...PDF_RESUME, bytes: Buffer.from('plain text') });
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ field: 'resume' });
    const large = await applyByForm(t, jobId, applicant(), {
      ...PDF_RESUME,
      bytes: Buffer.concat([pdfBytes(), Buffer.alloc(t.server.deps.config.resumeMaxBytes)]),
    });
    expect(large.status).toBe(413);
    const noJob = await applyByForm(t, '00000000-0000-4000-8000-000000000000', applicant());
    expect(noJob.status).toBe(404);
    expect(await objects()).toEqual(before);
  }, 30_000);

  it('says a resume whose object is gone is missing (404), not a server error', async () => {
    const answer = await applyByForm(t, jobId, applicant());
    const row = await t.orm.em.fork().findOneOrFail(Application, { id: answer.body.id as string });
    await bucket.remove(row.resumeKey);
    const { response, bytes } = await download(row.resumePath, staff);
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toMatchObject({ message: 'The file is missing.' });
  });

  it('keeps an event’s picture and its resized copies in the bucket and serves them publicly', async () => {
    const before = await objects();
    const event = await newEvent(t, staff, { name: 'Bucket fair' });
    const row = await t.orm.em.fork().findOneOrFail(Event, { id: event.id });
    const keys = [row.imageKey!, ...(row.imageVariants ?? []).map((variant) => variant.key)];
    expect(row.imageVariants?.length).toBeGreaterThan(0);
    expect(await objects()).toEqual([...before, ...keys].sort());
    const image = await fetch(`${t.url}${event.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const served = Buffer.from(await image.arrayBuffer());
    expect(served.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await onDisk()).toEqual([]);
  });

  it('exports a person’s resume from the bucket, and erasure removes the object', async () => {
    const email = `bucket-person-${Date.now()}@example.com`;
    const bytes = pdfBytes('Resume to export and erase');
    await applyByForm(t, jobId, applicant({ email }), { ...PDF_RESUME, bytes });
    const row = await t.orm.em.fork().findOneOrFail(Application, { emailKey: email });
    const { response, bytes: zip } = await download(`/api/people/export?email=${encodeURIComponent(email)}`, admin);
    expect(response.status).toBe(200);
    const entries = await unzip(zip);
    expect(entries.get(`resumes/${row.id}.pdf`)?.equals(bytes)).toBe(true);

    const erased = await t.gql<{ erasePerson: { applications: number; resumes: number } }>(
      `mutation ($email: String!) { erasePerson(email: $email) { applications resumes } }`,
      { email },
      admin,
    );
    expect(erased.data?.erasePerson).toEqual({ applications: 1, resumes: 1 });
    expect(await bucket.exists(row.resumeKey)).toBe(false);
  });
});
