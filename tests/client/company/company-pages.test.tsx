import { screen, waitFor } from '@testing-library/react';

import { renderApp } from '../../helpers/render-app';

import { headingOutline, skippedLevels } from './headings';

const pages = [
  { route: '/about', heading: 'About Us' },
  { route: '/services', heading: 'Our Services' },
  { route: '/hr-consulting', heading: 'HR Consulting' },
  { route: '/talent-search', heading: 'Talent Search' },
  { route: '/talent-development', heading: 'Talent Development' },
  { route: '/privacy-policy', heading: 'Privacy Policy' },
];

describe('static company pages', () => {
  it.each(pages)('shows one h1 "$heading" and names the browser tab after it on $route', async ({ route, heading }) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${heading} · Talent Consultancy`));
  });

  it.each(pages)('keeps the headings of $route in order, without skipping a level', async ({ route }) => {
    renderApp(route);
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(headingOutline(main)[0]).toMatchObject({ level: 1 });
    expect(skippedLevels(main)).toEqual([]);
  });
});
