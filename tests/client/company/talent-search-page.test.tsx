import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

describe('talent search page', () => {
  it('describes our hiring services and how a search runs', async () => {
    renderApp('/talent-search');
    await screen.findByRole('heading', { level: 1, name: 'Talent Search' });
    expect(screen.getByRole('main')).toHaveTextContent('500+ permanent and contractual employees');
    const services = screen.getByRole('region', { name: 'Hiring Services' });
    expect(within(services).getByRole('heading', { level: 3, name: 'Permanent recruitment' })).toBeInTheDocument();
    expect(within(services).getByRole('heading', { level: 3, name: 'Contractual staffing' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How We Hire' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('sends employers to contact and job seekers to the open positions', async () => {
    renderApp('/talent-search');
    const prompt = await screen.findByRole('region', { name: 'Hiring or Looking for Your Next Role?' });
    expect(within(prompt).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(prompt).getByRole('link', { name: 'Browse Our Open Positions' })).toHaveAttribute(
      'href',
      '/browse-positions',
    );
  });
});
