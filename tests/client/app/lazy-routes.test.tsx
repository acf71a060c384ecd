import { screen } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

describe('lazy routes', () => {
  it('loads a lazy page when its URL is opened', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: /privacy policy/i })).toBeInTheDocument();
  });
});
