import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

import {
  errorCode,
  graphQLErrors,
  hasErrorCode,
  httpBody,
  httpStatus,
  refusedField,
  refusedFields,
  serverMessage,
  serverMessages,
} from '../../../client/src/lib/graphql-errors';

const refused = new CombinedGraphQLErrors({
  errors: [
    { message: ' ', extensions: { code: 'BAD_USER_INPUT', field: 'title' } },
    { message: 'Job not found.', extensions: { code: 'NOT_FOUND' } },
    { message: 'salaryMax is below salaryMin.', extensions: { code: 'BAD_USER_INPUT', field: 'salaryMax' } },
  ],
});
const badGateway = new ServerError('Response not successful', {
  response: new Response('<html>Bad gateway</html>', { status: 502 }),
  bodyText: '<html>Bad gateway</html>',
});
const unparsable = new ServerParseError(new SyntaxError('Unexpected token <'), {
  response: new Response('<html>', { status: 500 }),
  bodyText: '<html>',
});
const offline = new TypeError('Failed to fetch');

describe('reading why an operation failed', () => {
  it('reads the codes, messages and fields of the GraphQL errors when the server answered some', () => {
    expect(graphQLErrors(refused)).toHaveLength(3);
    expect(hasErrorCode(refused, 'NOT_FOUND')).toBe(true);
    expect(hasErrorCode(refused, 'UNAUTHENTICATED')).toBe(false);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(serverMessage(refused)).toBe('Job not found.');
    expect(serverMessages(refused)).toBe('  Job not found. salaryMax is below salaryMin.');
    expect(refusedField(refused)).toBe('title');
    expect(refusedFields(refused)).toEqual(['title', 'salaryMax']);
    expect(httpStatus(refused)).toBeUndefined();
  });

  it('reads the status and body of an answer that was not GraphQL, and no GraphQL errors', () => {
    expect(httpStatus(badGateway)).toBe(502);
    expect(httpBody(badGateway)).toBe('<html>Bad gateway</html>');
    expect(httpStatus(unparsable)).toBe(500);
    expect(graphQLErrors(badGateway)).toEqual([]);
    expect(serverMessages(badGateway)).toBeUndefined();
    expect(hasErrorCode(badGateway, 'NOT_FOUND')).toBe(false);
  });

  it('finds nothing when the request got no answer at all', () => {
    for (const read of [errorCode, serverMessage, serverMessages, refusedField, httpStatus, httpBody]) {
      expect(read(offline)).toBeUndefined();
    }
    expect(graphQLErrors(undefined)).toEqual([]);
    expect(refusedFields(offline)).toEqual([]);
  });
});
