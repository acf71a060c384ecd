import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { JOIN_US_PAGE_SIZE, JoinUsUsersPage } from '../../../client/src/features/join-us-admin/JoinUsUsersPage';
import { JoinUsPeopleListDocument, type JoinUsType } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  type: JoinUsType;
  createdAt: string;
}

function person(n: number, overrides: Partial<Person> = {}): Person {
  return {
    id: `join-${n}`,
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: `+91 90000 000${n}`,
    location: `City ${n}`,
    type: 'Individual',
    createdAt: `2025-05-${String(10 + (n % 20)).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  };
}

function listMock(items: Person[], { total = items.length, offset = 0, delay = 0 } = {}): MockLink.MockedResponse {
  return {
    request: { query: JoinUsPeopleListDocument, variables: { limit: JOIN_US_PAGE_SIZE, offset } },
    result: {
      data: {
        joinUsPeople: {
          __typename: 'JoinUsPersonPage',
          total,
          items: items.map((item) => ({ __typename: 'JoinUsPerson', ...item })),
        },
      },
    },
    delay,
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderApp(<JoinUsUsersPage />, { route: '/admin/joinus-Users', role: 'INTERNAL_RECRUITER', mocks });
}

/** The body rows as arrays of cell texts. */
function bodyRows() {
  const table = screen.getByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body)
    .queryAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('join us users', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('shows "Loading..." under the hero, then a row per person newest first under the five columns', async () => {
    const asha = person(2, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      location: 'Chennai',
      type: 'Organization',
    });
    renderPage([listMock([asha, person(1)], { delay: 30 })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Join us Users' })).toBeInTheDocument();
    expect(document.title).toBe('Join us Users · Talent Consultancy');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Location', 'Type']);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    expect(bodyRows()).toEqual([
      ['Asha Rao', 'asha@example.com', '+91 98765 43210', 'Chennai', 'Organization'],
      ['Person 1', 'person1@example.com', '+91 90000 0001', 'City 1', 'Individual'],
    ]);
    expect(within(table).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('ends the loading with an empty table, shows no message and logs "Failed to fetch data" when the fetch fails', async () => {
    const failure = new TypeError('Failed to fetch');
    renderPage([
      {
        request: { query: JoinUsPeopleListDocument, variables: { limit: JOIN_US_PAGE_SIZE, offset: 0 } },
        error: failure,
        delay: 10,
      },
    ]);

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(bodyRows()).toEqual([]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/fail|error|no one/i)).not.toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch data', expect.anything()));
    expect(consoleError.mock.calls[0][1]).toMatchObject({ message: 'Failed to fetch' });
  });

  it('says no one has asked yet when the list is empty', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No one has asked to join yet.')).toBeInTheDocument();
    expect(bodyRows()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('appends the next page without repeating anyone when Load more is pressed', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: JOIN_US_PAGE_SIZE }, (_, index) => person(index + 1));
    const total = JOIN_US_PAGE_SIZE + 1;
    renderPage([
      listMock(firstPage, { total }),
      // A request arrived in between: the last person of page one comes again at offset 50.
      listMock([firstPage[JOIN_US_PAGE_SIZE - 1], person(99, { name: 'Latest Page Person' })], {
        total: total + 1,
        offset: JOIN_US_PAGE_SIZE,
      }),
    ]);

    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(JOIN_US_PAGE_SIZE);
    expect(screen.getByText(`Showing ${JOIN_US_PAGE_SIZE} of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('cell', { name: 'Latest Page Person' })).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows).toHaveLength(JOIN_US_PAGE_SIZE + 1);
    expect(rows[0][0]).toBe('Person 1');
    expect(rows[JOIN_US_PAGE_SIZE][0]).toBe('Latest Page Person');
  });

  it('keeps the loaded rows and logs the failure when loading more fails', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: JOIN_US_PAGE_SIZE }, (_, index) => person(index + 1));
    renderPage([
      listMock(firstPage, { total: JOIN_US_PAGE_SIZE + 5 }),
      {
        request: {
          query: JoinUsPeopleListDocument,
          variables: { limit: JOIN_US_PAGE_SIZE, offset: JOIN_US_PAGE_SIZE },
        },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to fetch data', expect.anything()));
    expect(bodyRows()).toHaveLength(JOIN_US_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
