import type { MockLink } from '@apollo/client/testing';

/** A recorder of the variables a mutation mock was called with. */
export interface Calls {
  variables: Record<string, unknown>[];
}

/** A mock answering `query` with `variables` by `answer()` (after `delay` ms if given), each call recorded in `calls`. */
export function recorded(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  answer: () => MockLink.MockedResponse['result'],
  calls: Calls,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: (received: Record<string, unknown>) => {
      calls.variables.push(received);
      return answer() as never;
    },
    ...(delay === undefined ? {} : { delay }),
  } as MockLink.MockedResponse;
}
