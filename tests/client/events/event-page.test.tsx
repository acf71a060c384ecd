import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { cancelMessages, CancelRegistrationPage } from '../../../client/src/features/events/CancelRegistrationPage';
import { EVENT_NOT_FOUND_TEXT, EventPage } from '../../../client/src/features/events/EventPage';
import { EventsPage } from '../../../client/src/features/events/EventsPage';
import {
  EventDetailsDocument,
  EventsListDocument,
  RegistrationCancelDocument,
  RegistrationCreateDocument,
  RegistrationLinkDocument,
} from '../../../client/src/gql/graphql';
import { publicFormVariables } from '../../helpers/form-mocks';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const fair = {
  __typename: 'Event' as const,
  id: 'e1',
  name: 'Hiring Fair',
  date: '2031-07-01',
  time: '18:30',
  timeZone: 'Europe/London',
  imageSources: [] as { type: string; srcSet: string }[],
  description: 'Meet our recruiters.',
  imageUrl: '',
  venue: 'Town Hall, Leeds' as string | null,
  onlineUrl: null as string | null,
  capacity: 40 as number | null,
  seatsLeft: 0 as number | null,
  isPast: false,
  registrationOpen: true,
  startsAt: '2031-07-01T17:30:00.000Z',
  endsAt: '2031-07-01T19:00:00.000Z',
  registrationClosesAt: null as string | null,
};
const { startsAt: _s, endsAt: _e, registrationClosesAt: _r, ...fairCard } = fair;
const visitor = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210' };
const WAITING = 'The event is full: you are on the waiting list.';

const details = (event = fair): MockLink.MockedResponse => ({
  request: { query: EventDetailsDocument, variables: { id: event.id } },
  result: { data: { event } },
});

async function fillIn(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), visitor.name);
  await user.type(within(dialog).getByLabelText(/^Email/), visitor.email);
  await user.type(within(dialog).getByLabelText(/^Phone/), visitor.phone);
}

describe('an event’s own page', () => {
  it('shows when (with the time zone), where, that it is full, and add-to-calendar links', async () => {
    renderApp(<EventPage />, { route: '/events/e1', path: '/events/:eventId', mocks: [details()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiring Fair' })).toBeInTheDocument();
    expect(screen.getByText('Tuesday 1 July 2031 at 6:30 PM London time')).toBeInTheDocument();
    expect(screen.getByText('Town Hall, Leeds')).toBeInTheDocument();
    expect(screen.getByText('Full: join the waiting list')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/events/e1/calendar.ics');
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20310701T173000Z/20310701T190000Z');
    const outlook = new URL(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')!);
    expect(outlook.searchParams.get('startdt')).toBe('2031-07-01T17:30:00.000Z');
  });

  it('puts the visitor on the waiting list when full, and says so', async () => {
    const user = setupUser();
    renderApp(<EventPage />, {
      route: '/events/e1',
      path: '/events/:eventId',
      mocks: [
        details(),
        {
          request: {
            query: RegistrationCreateDocument,
            variables: publicFormVariables({ eventId: 'e1', input: visitor }),
          },
          result: {
            data: {
              registerForEvent: { __typename: 'RegistrationReceipt', id: 'r1', message: WAITING, status: 'WAITING' },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    const dialog = screen.getByRole('dialog', { name: 'Register for Hiring Fair' });
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit registration' }));
    expect(await within(dialog).findByText(WAITING)).toBeInTheDocument();
    expect(within(dialog).queryByText('Registration successful!')).not.toBeInTheDocument();
  });

  it('offers no registration for a past event', async () => {
    const past = { ...fair, id: 'e2', isPast: true, registrationOpen: false };
    renderApp(<EventPage />, { route: '/events/e2', path: '/events/:eventId', mocks: [details(past)] });
    expect(await screen.findByText('This event has taken place.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register|waiting list/ })).not.toBeInTheDocument();
  });

  it('says a missing event does not exist', async () => {
    renderApp(<EventPage />, {
      route: '/events/e9',
      path: '/events/:eventId',
      mocks: [
        {
          request: { query: EventDetailsDocument, variables: { id: 'e9' } },
          result: { errors: [{ message: 'This event does not exist.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText(EVENT_NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});

describe('the events list', () => {
  it('offers the resized AVIF and WebP copies of a picture for the browser to choose from', async () => {
    const pictured = {
      ...fairCard,
      imageUrl: '/api/events/e1/image?v=1',
      imageSources: [
        { __typename: 'EventImageSource', type: 'image/avif', srcSet: '/a/480.avif 480w, /a/960.avif 960w' },
        { __typename: 'EventImageSource', type: 'image/webp', srcSet: '/a/480.webp 480w, /a/960.webp 960w' },
      ],
    };
    const { container } = renderApp(<EventsPage />, {
      route: '/events',
      mocks: [{ request: { query: EventsListDocument }, result: { data: { events: [pictured] } } }],
    });
    const image = await screen.findByRole('img', { name: 'Hiring Fair' });
    expect(image).toHaveAttribute('src', '/api/events/e1/image?v=1');
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/a/480.avif 480w, /a/960.avif 960w'],
      ['image/webp', '/a/480.webp 480w, /a/960.webp 960w'],
    ]);
    expect(sources.every((source) => source.getAttribute('sizes'))).toBe(true);
  });

  it('moves past events to their own section, without a Register button', async () => {
    const past = { ...fairCard, id: 'p1', name: 'Old Fair', isPast: true, registrationOpen: false, seatsLeft: null };
    renderApp(<EventsPage />, {
      route: '/events',
      mocks: [{ request: { query: EventsListDocument }, result: { data: { events: [fairCard, past] } } }],
    });
    const section = await screen.findByRole('region', { name: 'Past events' });
    expect(within(section).getByRole('link', { name: 'Old Fair' })).toHaveAttribute('href', '/events/p1');
    expect(within(section).queryByRole('button', { name: 'Register for Old Fair' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register for Hiring Fair' })).toBeInTheDocument();
  });
});

describe('the cancel page', () => {
  const link = (status: string): MockLink.MockedResponse => ({
    request: { query: RegistrationLinkDocument, variables: { token: 'r1.sig' } },
    result: {
      data: {
        registrationLink: {
          __typename: 'RegistrationLinkView',
          status,
          event: {
            __typename: 'Event',
            id: 'e1',
            name: 'Hiring Fair',
            date: '2031-07-01',
            time: '18:30',
            timeZone: 'UTC',
            imageSources: [] as { type: string; srcSet: string }[],
          },
        },
      },
    },
  });

  it('cancels only when the visitor confirms, and says it is done', async () => {
    const user = setupUser();
    renderApp(<CancelRegistrationPage />, {
      route: '/events/e1/cancel#r1.sig',
      path: '/events/:eventId/cancel',
      mocks: [
        link('CONFIRMED'),
        {
          request: { query: RegistrationCancelDocument, variables: { token: 'r1.sig' } },
          result: {
            data: {
              cancelRegistration: {
                __typename: 'RegistrationLinkView',
                status: 'CANCELLED',
                event: { __typename: 'Event', id: 'e1', seatsLeft: 1 },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    expect(await screen.findByText(cancelMessages.cancelled)).toBeInTheDocument();
  });

  it('says a link that was already used is cancelled, with no button', async () => {
    renderApp(<CancelRegistrationPage />, {
      route: '/events/e1/cancel#r1.sig',
      path: '/events/:eventId/cancel',
      mocks: [link('CANCELLED')],
    });
    expect(await screen.findByText(cancelMessages.alreadyCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).not.toBeInTheDocument();
  });

  it('says an altered link is not valid', async () => {
    renderApp(<CancelRegistrationPage />, {
      route: '/events/e1/cancel#tampered',
      path: '/events/:eventId/cancel',
      mocks: [
        {
          request: { query: RegistrationLinkDocument, variables: { token: 'tampered' } },
          result: { errors: [{ message: 'not valid', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText(cancelMessages.invalidLink)).toBeInTheDocument();
  });
});
