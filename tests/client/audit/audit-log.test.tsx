import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';

import { AUDIT_PAGE_SIZE } from '../../../client/src/features/audit/audit-messages';
import { AuditLogPage } from '../../../client/src/features/audit/AuditLogPage';
import { AuditActorsDocument, AuditEntriesDocument, type AuditFilterInput } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const entry = (id: string, action: string, actorLabel = 'ada@example.com') => ({
  __typename: 'AuditEntryEdge' as const,
  cursor: `c${id}`,
  node: {
    __typename: 'AuditEntry' as const,
    id,
    at: '2025-06-01T09:30:00.000Z',
    actorId: actorLabel === 'anonymous' ? null : 'ada',
    actorLabel,
    action,
    subjectType: 'user',
    subjectId: 'rita',
    details: action === 'USER_ROLE_CHANGED' ? '{"from":"USER","to":"INTERNAL_RECRUITER"}' : '{}',
    names: {
      __typename: 'AuditEntryNames' as const,
      actorName: actorLabel === 'anonymous' ? null : 'Ada Lovelace',
      subjectName: 'Rita Recruiter',
      context: null,
    },
  },
});

function entriesMock(
  filter: AuditFilterInput,
  edges: ReturnType<typeof entry>[],
  pageInfo: { hasNextPage: boolean; endCursor: string | null },
  after?: string,
): MockLink.MockedResponse {
  return {
    request: {
      query: AuditEntriesDocument,
      variables: { filter, first: AUDIT_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        auditEntries: { __typename: 'AuditEntryConnection', edges, pageInfo: { __typename: 'PageInfo', ...pageInfo } },
      },
    },
  };
}

const actorsMock: MockLink.MockedResponse = {
  request: { query: AuditActorsDocument },
  result: {
    data: {
      staffUsers: [{ __typename: 'User', id: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }],
    },
  },
};

const NO_FILTER = { actorId: undefined, action: undefined, from: undefined, to: undefined };

describe('audit log screen', () => {
  it('shows entries newest first in words and loads the next page by cursor', async () => {
    const user = setupUser();
    renderApp(<AuditLogPage />, {
      route: '/admin/audit',
      role: 'ADMIN',
      mocks: [
        actorsMock,
        entriesMock(NO_FILTER, [entry('3', 'USER_ROLE_CHANGED'), entry('2', 'SIGN_IN_FAILED', 'anonymous')], {
          hasNextPage: true,
          endCursor: 'c2',
        }),
        entriesMock(NO_FILTER, [entry('1', 'SIGN_IN_SUCCEEDED')], { hasNextPage: false, endCursor: 'c1' }, 'c2'),
      ],
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table).getByRole('cell', {
        name: 'Ada Lovelace changed the role of Rita Recruiter from User to Internal Recruiter',
      }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'A sign-in as Rita Recruiter was refused' })).toBeInTheDocument();
    // The raw fields wait behind each entry's disclosure.
    const [details] = within(table).getAllByText('Details', { selector: 'summary' });
    const disclosure = details!.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(details!);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText('USER_ROLE_CHANGED')).toBeInTheDocument();
    expect(within(disclosure).getByText('user rita')).toBeInTheDocument();
    expect(within(disclosure).getByText('INTERNAL_RECRUITER')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('cell', { name: 'Ada Lovelace signed in' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks the server again with the chosen who and what', async () => {
    const user = setupUser();
    renderApp(<AuditLogPage />, {
      route: '/admin/audit',
      role: 'ADMIN',
      mocks: [
        actorsMock,
        entriesMock(NO_FILTER, [entry('3', 'USER_ROLE_CHANGED')], { hasNextPage: false, endCursor: 'c3' }),
        entriesMock({ ...NO_FILTER, actorId: 'ada' }, [entry('3', 'USER_ROLE_CHANGED')], {
          hasNextPage: false,
          endCursor: 'c3',
        }),
        entriesMock({ ...NO_FILTER, actorId: 'ada', action: 'PASSWORD_CHANGED' }, [], {
          hasNextPage: false,
          endCursor: null,
        }),
      ],
    });
    await screen.findByRole('table');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Who' }),
      await screen.findByRole('option', { name: 'Ada Lovelace (ada@example.com)' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Password changed');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });
});
