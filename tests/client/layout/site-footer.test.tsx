import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('site footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the current year in the copyright line when the year changes', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    renderApp('/');
    expect(footer().getByText(/© 2031 Talent Consultancy/)).toBeInTheDocument();
  });

  it('shows the About blurb with a Learn More About Us link when a public page is open', () => {
    renderApp('/');
    expect(footer().getByRole('heading', { name: 'About Talent Consultancy' })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });

  it('lists the spec’s quick links, then open positions, events and the privacy policy, when a public page is open', () => {
    renderApp('/');
    const quickLinks = within(footer().getByRole('navigation', { name: 'Quick Links' }));
    const links = quickLinks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Contact Us', '/contact'],
      ['Open Positions', '/browse-positions'],
      ['Events', '/events'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('offers the contact e-mail and the social profiles in new tabs when a public page is open', () => {
    renderApp('/');
    expect(footer().getByRole('link', { name: 'info@talentconsultancy.example' })).toHaveAttribute(
      'href',
      'mailto:info@talentconsultancy.example',
    );
    for (const name of [/^LinkedIn/, /^Instagram/]) {
      const link = footer().getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
