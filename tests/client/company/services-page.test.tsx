import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

async function openServices() {
  renderApp('/services');
  await screen.findByRole('heading', { level: 1, name: 'Our Services' });
  return screen.getAllByRole('article');
}

describe('services page', () => {
  it('shows the four service cards in order', async () => {
    const cards = await openServices();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Talent Acquisition',
      'Talent Management',
      'HR Consulting',
      'Developing HR Policies',
    ]);
  });

  it('lists the industries we hire for on the talent acquisition card', async () => {
    await openServices();
    const acquisition = screen.getByRole('article', { name: 'Talent Acquisition' });
    expect(within(acquisition).getByRole('heading', { level: 3, name: 'Industries We Serve' })).toBeInTheDocument();
    const industries = within(acquisition).getAllByRole('listitem');
    expect(industries.length).toBeGreaterThanOrEqual(6);
    expect(acquisition).toHaveTextContent('Healthcare and life sciences');
  });

  it.each([
    ['Talent Acquisition', 'Learn more about Talent Search', '/talent-search'],
    ['Talent Management', 'Learn more about Talent Development', '/talent-development'],
    ['HR Consulting', 'Learn more about HR Consulting', '/hr-consulting'],
    ['Developing HR Policies', 'Ask us about your HR policies', '/contact'],
  ])('links the %s card to its page', async (card, link, href) => {
    await openServices();
    const article = screen.getByRole('article', { name: card });
    expect(within(article).getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('points to the skill development mission', async () => {
    await openServices();
    expect(screen.getByRole('link', { name: 'Discover Skill Development' })).toHaveAttribute(
      'href',
      '/skill-development',
    );
  });
});
