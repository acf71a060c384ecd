import { screen, within } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

async function openPolicy() {
  renderApp('/privacy-policy');
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
}

describe('privacy policy page', () => {
  it('gives a privacy contact e-mail as a mailto link', async () => {
    await openPolicy();
    const contact = screen.getByRole('region', { name: 'How to Contact Us' });
    expect(within(contact).getByRole('link', { name: 'privacy@talentconsultancy.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@talentconsultancy.example',
    );
  });

  it("covers the applicant's data: what, why, how long and their rights", async () => {
    await openPolicy();
    expect(screen.getByRole('region', { name: 'What We Collect' })).toHaveTextContent(/resume/);
    expect(screen.getByRole('region', { name: 'Why We Use It' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How Long We Keep It' })).toHaveTextContent(/24 months/);
    const rights = screen.getByRole('region', { name: 'Your Rights' });
    for (const right of ['Access', 'Correction', 'Deletion']) expect(rights).toHaveTextContent(right);
  });

  it('says when it was last updated', async () => {
    await openPolicy();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: 28 November 2026');
  });
});
