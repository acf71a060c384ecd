import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { formPrivacy } from '../../../client/src/content/privacy';
import type { ContactMapProps } from '../../../client/src/features/contact/components/ContactMap';
import { ContactPage } from '../../../client/src/features/contact/ContactPage';
import { ContactMessageCreateDocument } from '../../../client/src/gql/graphql';
import { publicFormVariables } from '../../helpers/form-mocks';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

// Leaflet needs a real browser (and react-leaflet is ESM-only): the lazy map module is replaced by
// a stand-in that shows what it was given. The real map is checked in the browser tests.
let mockMapFails = false;
jest.mock('../../../client/src/features/contact/components/ContactMap', () => ({
  ContactMap: ({ locations, tiles, label }: ContactMapProps) => {
    if (mockMapFails) throw new Error('Leaflet failed to load');
    return (
      <div role="region" aria-label={label} data-tile-url={tiles.url} data-attribution={tiles.attribution}>
        {locations.length} markers
      </div>
    );
  },
}));

const LOCATIONS = [
  'New York',
  'London',
  'Amsterdam',
  'Dubai',
  'Mumbai',
  'Bengaluru',
  'Singapore',
  'Tokyo',
  'Sydney',
  'Auckland',
];

const input = {
  name: 'Asha Menon',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  location: 'Kochi',
  message: 'We are hiring ten engineers.',
};

function sendMock(overrides: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: ContactMessageCreateDocument, variables: publicFormVariables({ input }) },
    result: {
      data: {
        sendContactMessage: { __typename: 'ContactMessage', id: 'c1', createdAt: '2025-05-01T10:00:00.000Z' },
      },
    },
    ...overrides,
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  const user = setupUser();
  renderApp(<ContactPage />, { route: '/contact', mocks });
  return user;
}

async function fillIn(user: UserEvent, values: Partial<typeof input> = input) {
  const labels = { name: 'Full Name', email: 'Email', mobile: 'Mobile', location: 'Location', message: 'Message' };
  for (const [field, value] of Object.entries(values) as [keyof typeof input, string][]) {
    await user.type(screen.getByRole('textbox', { name: labels[field] }), value);
  }
}

function sendButton() {
  return screen.getByRole('button', { name: 'Send Message' });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockMapFails = false;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.head.querySelectorAll('meta[name^="map-tile-"]').forEach((meta) => meta.remove());
});

describe('contact page', () => {
  it('shows the hero, the e-mail address and the social links', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Contact Us/);
    const reach = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(reach).getByRole('link', { name: 'info@talentconsultancy.example' })).toHaveAttribute(
      'href',
      'mailto:info@talentconsultancy.example',
    );
    expect(within(reach).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      expect.stringContaining('linkedin.com'),
    );
    expect(within(reach).getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      expect.stringContaining('instagram.com'),
    );
  });

  it('lists the ten office locations as plain text beside a named map', async () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Our office locations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.querySelector('.contact-location__city')?.textContent)).toEqual(LOCATIONS);
    expect(list).toHaveTextContent('United States · USA');
    expect(list).toHaveTextContent('New Zealand · ANZ');

    const map = await screen.findByRole('region', { name: 'World map of our office locations' });
    expect(map).toHaveTextContent('10 markers');
  });

  it('gives the map the OpenStreetMap tiles when the page carries no tile settings', async () => {
    renderPage();
    const map = await screen.findByRole('region', { name: 'World map of our office locations' });
    expect(map).toHaveAttribute('data-tile-url', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(map.getAttribute('data-attribution')).toContain('OpenStreetMap');
  });

  it('gives the map the tile settings the server wrote into the page', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="map-tile-url" content="https://tiles.example.com/{z}/{x}/{y}.png" />' +
        '<meta name="map-tile-attribution" content="Tiles &#38; data by Example" />',
    );
    renderPage();
    const map = await screen.findByRole('region', { name: 'World map of our office locations' });
    expect(map).toHaveAttribute('data-tile-url', 'https://tiles.example.com/{z}/{x}/{y}.png');
    expect(map).toHaveAttribute('data-attribution', 'Tiles & data by Example');
  });

  it('keeps the page and the location list when the map cannot load', async () => {
    mockMapFails = true;
    renderPage();
    expect(await screen.findByText('The map could not be loaded. Our locations are listed here.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Our office locations' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    expect(sendButton()).toBeEnabled();
  });

  it('shows the idle form with required name, e-mail and mobile, and optional location and message', () => {
    renderPage();
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    const location = screen.getByRole('textbox', { name: 'Location' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(mobile).toBeRequired();
    expect(location).not.toBeRequired();
    expect(message).not.toBeRequired();
    expect(message.tagName).toBe('TEXTAREA');
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('sends nothing while a required field is empty', async () => {
    const user = renderPage([sendMock()]);
    await fillIn(user, { name: input.name, email: input.email });
    await user.click(sendButton());
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toBeInvalid();
    expect(sendButton()).toHaveAttribute('aria-busy', 'false');
    // A request sent anyway would match no mock and be logged as a failure after a moment.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it('marks every missing field at once, each with its message, and focuses the first, when sent empty', async () => {
    const user = renderPage([sendMock()]);
    await user.click(sendButton());
    const expected: [string, string][] = [
      ['Full Name', 'Please enter your Full Name.'],
      ['Email', 'Please enter your Email.'],
      ['Mobile', 'Please enter your Mobile.'],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    for (const label of ['Location', 'Message']) {
      expect(screen.getByRole('textbox', { name: label })).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();

    // A field fixed loses its mark at once; the next try focuses the first still marked.
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), input.name);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('refuses an e-mail address that is not one', async () => {
    const user = renderPage([sendMock()]);
    await fillIn(user, { ...input, email: 'not-an-address' });
    await user.click(sendButton());
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it('shows a spinner and disables the button while sending, then replaces the form with the thank-you', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const user = renderPage([sendMock({ delay: 200 })]);
    await fillIn(user);
    await user.click(sendButton());

    const busy = sendButton();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getByRole('status')).toHaveTextContent('Send Message');

    const thanks = await screen.findByText('Thank you for your message. We will get back to you soon.');
    expect(thanks).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    // Focus follows the form's replacement instead of falling back to the page.
    expect(thanks.closest('.contact-thanks')).toHaveFocus();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends location and message empty when left blank', async () => {
    const blank = { ...input, location: '', message: '' };
    const user = renderPage([
      sendMock({ request: { query: ContactMessageCreateDocument, variables: publicFormVariables({ input: blank }) } }),
    ]);
    await fillIn(user, { name: `  ${input.name} `, email: input.email, mobile: input.mobile });
    await user.click(sendButton());
    expect(await screen.findByText(/Thank you for your message/)).toBeInTheDocument();
  });

  it('only logs a failure: the filled-in form stays and the spinner stops', async () => {
    // Fake timers hold the mocked answer until time is let pass (see setupUser).
    jest.useFakeTimers();
    const failure = new Error('Network down');
    const user = renderPage([sendMock({ result: undefined, error: failure, delay: 100 })]);
    await fillIn(user);
    await user.click(sendButton());
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => expect(sendButton()).not.toHaveAttribute('aria-disabled'));
    expect(sendButton()).toHaveAttribute('aria-busy', 'false');
    expect(within(sendButton()).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue(input.name);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(input.message);
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to send the contact message', expect.anything());
  });

  it('says what the details are for, with the privacy policy linked, and no box to tick', () => {
    renderPage();
    expect(screen.getByText(new RegExp(`^${formPrivacy.contact.notice}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the server’s words when it refuses too many messages (429), keeping the form', async () => {
    const tooMany = 'Too many forms were sent from your network. Please try again in 12 minutes.';
    const user = renderPage([
      sendMock({ result: { errors: [{ message: tooMany, extensions: { code: 'TOO_MANY_REQUESTS' } }] } }),
    ]);
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue(input.name);
  });

  it('is the page at /contact in the route table', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

afterEach(() => {
  jest.useRealTimers();
});
