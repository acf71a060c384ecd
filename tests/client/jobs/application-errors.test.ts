import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

import { messages } from '../../../client/src/content/messages';
import { applicationErrorMessage } from '../../../client/src/features/jobs/application';
import { ApplicationCreateDocument } from '../../../client/src/gql/graphql';
import { createApolloClient } from '../../../client/src/lib/apollo-client';

import { type FakeXhr, nextRequest, useFakeXhr } from './fake-xhr';

// Node's FormData (this environment's) takes only Node's files; see tests/client/lib/upload-link.test.ts.
const jsdomFileApi = { Blob: globalThis.Blob, File: globalThis.File };
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile });
afterAll(() => {
  Object.assign(globalThis, jsdomFileApi);
});

/** Sends an application through the app's real client and answers it with `answer`. */
async function messageFor(answer: (request: FakeXhr) => void): Promise<string> {
  const result = createApolloClient().mutate({
    mutation: ApplicationCreateDocument,
    variables: {
      jobId: 'job-7',
      input: { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
      resume: new File(['%PDF-1.7'], 'cv.pdf'),
    },
  });
  answer(await nextRequest());
  return result.then(
    () => 'no error',
    (error: unknown) => applicationErrorMessage(error),
  );
}

describe('application error messages through the real client (SPEC section 8)', () => {
  useFakeXhr();

  it('puts the server’s message after the prefix for a duplicate application (CONFLICT)', async () => {
    const conflict = {
      errors: [{ message: 'You have already applied for this job.', extensions: { code: 'CONFLICT' } }],
    };
    expect(await messageFor((request) => request.respond(200, JSON.stringify(conflict)))).toBe(
      `${messages.application.serverErrorPrefix} You have already applied for this job.`,
    );
  });

  it('puts the server’s message after the prefix for a refused field answered with 400', async () => {
    const refused = {
      errors: [{ message: 'Email must be an e-mail address.', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    expect(await messageFor((request) => request.respond(400, JSON.stringify(refused)))).toBe(
      'Failed to submit application: Email must be an e-mail address.',
    );
  });

  it('says something went wrong for an HTTP error without a GraphQL body', async () => {
    expect(await messageFor((request) => request.respond(502, '<html>Bad Gateway</html>', 'text/html'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('says to try again later when no answer came back', async () => {
    expect(await messageFor((request) => request.failWithoutAnswer())).toBe(
      'An error occurred. Please try again later.',
    );
  });
});
