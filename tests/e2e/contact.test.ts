import { ContactPage } from './pages/contact-page';
import { useE2eApp } from './support/app';
import { isTileHost } from './support/browser';
import { eventually } from './support/eventually';

const app = useE2eApp();

describe('the contact page', () => {
  it('sends a message: a thank-you replaces the form and staff find the message', async () => {
    const page = await app.open('wide');
    const screen = await new ContactPage(page).goto(app.server.url, '/contact');

    await screen.fill({
      name: 'Meera Nair',
      email: 'meera.nair@example.com',
      mobile: '+91 99887 66554',
      location: 'Kochi',
      message: 'We would like to talk about hiring ten engineers.',
    });
    await screen.submit();

    await screen.thankYou.waitFor();
    await screen.form.waitFor({ state: 'detached' });
    const messages = await eventually(async () => {
      const items = await app.staff.contactMessages();
      expect(items).toHaveLength(1);
      return items;
    });
    expect(messages[0]).toMatchObject({
      name: 'Meera Nair',
      email: 'meera.nair@example.com',
      mobile: '+91 99887 66554',
      location: 'Kochi',
      message: 'We would like to talk about hiring ten engineers.',
    });
  });

  it('shows the world map with its ten labelled markers although no tile can load here', async () => {
    const page = await app.open('narrow');
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (isTileHost(new URL(request.url()).hostname)) tileRequests.push(request.url());
    });
    const screen = await new ContactPage(page).goto(app.server.url, '/contact');

    await screen.map.waitFor();
    await eventually(async () => {
      const labels = (await screen.markerLabels.allInnerTexts()).map((label) => label.trim());
      expect(labels).toHaveLength(10);
      expect(new Set(labels).size).toBe(10);
      expect(labels.every((label) => label.length > 0)).toBe(true);
    });
    // The map did ask for tiles (which fail here: no host but this machine resolves), so it really is a tile map.
    await eventually(() => expect(tileRequests.length).toBeGreaterThan(0));
  });
});
