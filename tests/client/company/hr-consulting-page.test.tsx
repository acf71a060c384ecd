import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

describe('HR consulting page', () => {
  it('shows what we help with and our approach step by step', async () => {
    renderApp('/hr-consulting');
    await screen.findByRole('heading', { level: 1, name: 'HR Consulting' });
    const help = screen.getByRole('region', { name: 'How We Help' });
    expect(within(help).getByRole('heading', { level: 3, name: 'Policies and handbooks' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Our Approach' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Listen', 'Diagnose', 'Design', 'Embed']);
  });

  it('ends with a way to get in touch', async () => {
    renderApp('/hr-consulting');
    const prompt = await screen.findByRole('region', { name: 'Let’s Talk About Your HR Needs' });
    expect(within(prompt).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
