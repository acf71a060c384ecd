import { screen, waitFor, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';
import { seededContent } from '../../helpers/site-content-answers';
import { headingOutline, skippedLevels } from '../company/headings';

async function openHome(route = '/') {
  renderApp(route);
  await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' });
  return screen.getByRole('main');
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page sections', () => {
  it.each(['/', '/login'])(
    'shows the seven sections in the spec order, each under its own heading, on %s',
    async (route) => {
      const main = await openHome(route);
      expect(headingOutline(main).filter((heading) => heading.level <= 2)).toEqual([
        { level: 1, text: 'MATCHING MISSION WITH PASSION' },
        { level: 2, text: 'Who We Are' },
        { level: 2, text: 'What We Offer' },
        { level: 2, text: 'Experience with Clients' },
        { level: 2, text: 'Data Privacy and Protection' },
        { level: 2, text: 'Our Mission in Action' },
        { level: 2, text: 'Ready to Unlock Potential' },
      ]);
      expect(skippedLevels(main)).toEqual([]);
    },
  );

  it('names the browser tab after the site', async () => {
    await openHome();
    await waitFor(() => expect(document.title).toBe('Talent Consultancy'));
  });

  it('leads from the hero to About Us, under a purpose-driven subline', async () => {
    await openHome();
    const hero = section('MATCHING MISSION WITH PASSION');
    expect(hero).toHaveTextContent(/purpose-driven HR and talent solutions/i);
    expect(within(hero).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });

  it('shows four fact tiles with the marketing figures in Who We Are', async () => {
    await openHome();
    const whoWeAre = section('Who We Are');
    const tiles = within(whoWeAre).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    expect(tiles[0]).toHaveTextContent('11+ years of expertise');
    expect(tiles[1]).toHaveTextContent('500+ permanent and contractual employees hired, and counting');
    expect(tiles[2]).toHaveTextContent('100+ companies');
    expect(tiles[3]).toHaveTextContent('USA, Europe, Asia and ANZ');
    expect(whoWeAre).toHaveTextContent(/Diversity is at the heart/);
  });

  it.each([
    ['TALENT SEARCH', '/talent-search'],
    // Spelled exactly as the spec gives it.
    ['TALENT DEVELOPEMENT', '/talent-development'],
    ['HR CONSULTING', '/hr-consulting'],
  ])('offers the card "%s" linking to %s', async (title, href) => {
    await openHome();
    const offers = section('What We Offer');
    const card = within(offers).getByRole('heading', { level: 3, name: title }).closest('li')!;
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', href);
  });

  it('offers exactly three cards, titled as the spec spells them', async () => {
    await openHome();
    const titles = within(section('What We Offer'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['TALENT SEARCH', 'TALENT DEVELOPEMENT', 'HR CONSULTING']);
  });

  it('shows the seeded client logos, each a picture named by it, saying it is a placeholder', async () => {
    await openHome();
    const logos = within(section('Experience with Clients')).getAllByRole('img');
    const seeded = (seededContent('client-logos').content.logos as { name: string }[]).map((logo) => logo.name);
    expect(seeded.length).toBeGreaterThan(0);
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(seeded);
    for (const name of seeded) expect(name).toMatch(/^Client logo placeholder \d+$/);
  });

  it('hides its decorative pictures from screen readers', async () => {
    const main = await openHome();
    const unnamed = Array.from(main.querySelectorAll('svg')).filter(
      (svg) => svg.getAttribute('aria-hidden') !== 'true' && !svg.getAttribute('aria-label'),
    );
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['Data Privacy and Protection', 'View Privacy Policy', '/privacy-policy'],
    ['Our Mission in Action', 'Join Us on This Journey', '/skill-development'],
    ['Ready to Unlock Potential', 'Contact Us', '/contact'],
  ])('links from "%s" with "%s" to %s', async (name, link, href) => {
    await openHome();
    expect(within(section(name)).getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('states the 2030 mission and the volunteer time in Our Mission in Action', async () => {
    await openHome();
    const mission = section('Our Mission in Action');
    expect(mission).toHaveTextContent('100,000 youths in India employable by 2030');
    expect(mission).toHaveTextContent('10% of their time to volunteer work');
  });
});
