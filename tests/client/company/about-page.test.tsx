import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

describe('about page', () => {
  it('tells our story and who we are, with the marketing figures', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });

    expect(screen.getByRole('region', { name: 'Our Story' })).toHaveTextContent(/more than 11 years ago/);

    const whoWeAre = screen.getByRole('region', { name: 'Who We Are' });
    expect(whoWeAre).toHaveTextContent('USA, Europe, Asia and ANZ');
    expect(whoWeAre).toHaveTextContent(/Diversity is at the heart/);
    const facts = within(whoWeAre).getAllByRole('listitem');
    expect(facts).toHaveLength(4);
    expect(facts.map((fact) => fact.textContent)).toEqual([
      expect.stringContaining('11+'),
      expect.stringContaining('500+'),
      expect.stringContaining('100+'),
      expect.stringContaining('ANZ'),
    ]);
  });

  it('leads on to the services and the contact page', async () => {
    renderApp('/about');
    const workWithUs = await screen.findByRole('region', { name: 'Work With Us' });
    expect(within(workWithUs).getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
    expect(within(workWithUs).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
