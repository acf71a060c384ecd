import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

async function openTalentDevelopment() {
  renderApp('/talent-development');
  await screen.findByRole('heading', { level: 1, name: 'Talent Development' });
}

function cardTitles(region: HTMLElement) {
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('talent development page', () => {
  it('presents the three key offerings', async () => {
    await openTalentDevelopment();
    expect(cardTitles(screen.getByRole('region', { name: 'Key Offerings' }))).toEqual([
      'Assessment and Development Centers',
      'Customized Training',
      'Coaching and Mentoring',
    ]);
  });

  it('lists all eight training programs', async () => {
    await openTalentDevelopment();
    expect(cardTitles(screen.getByRole('region', { name: 'Training Programs' }))).toEqual([
      'Communication Skills',
      'Time Management',
      'Crucial Conversations',
      'Emotional Resilience',
      'Thriving Change',
      'POSH Compliance',
      'Body, Mind and Soul',
      'First-Time Managers',
    ]);
  });

  it('invites the visitor to get in touch about a program', async () => {
    await openTalentDevelopment();
    const prompt = screen.getByRole('region', { name: 'Plan a Program With Us' });
    expect(within(prompt).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(prompt).getByRole('link', { name: 'See all our services' })).toHaveAttribute('href', '/services');
  });
});
