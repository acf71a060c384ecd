import { act, screen, within } from '@testing-library/react';

import { DROPDOWN_CLOSE_DELAY_MS } from '../../../client/src/content/messages';
import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

const SERVICE_LINKS = [
  ['Our Services', '/services'],
  ['Talent Search', '/talent-search'],
  ['Talent Development', '/talent-development'],
  ['HR Consulting', '/hr-consulting'],
  ['Skill Development', '/skill-development'],
] as const;

function header() {
  return within(screen.getByRole('banner'));
}

function aboutUsButton() {
  return header().getByRole('button', { name: 'About Us' });
}

function servicesButton() {
  return header().getByRole('button', { name: 'Services' });
}

/** Pretends to be a phone-sized screen (no hover menus) until the test ends. */
function useSmallScreen() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

describe('site header', () => {
  it('shows the brand, the top links and Admin Login when a public page is open', () => {
    renderApp('/');
    const bar = header();
    expect(bar.getByRole('link', { name: 'Talent Consultancy' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Browse Our Open Positions' })).toHaveAttribute('href', '/browse-positions');
    expect(bar.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(bar.getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
    expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(bar.queryByRole('link', { name: 'Story Who We Are' })).not.toBeInTheDocument();
  });

  it('marks the current page in the header when its route is open', async () => {
    renderApp('/contact');
    // The contact page is a lazy route: the frame appears once it has loaded.
    await screen.findByRole('banner');
    expect(header().getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(header().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lists Story Who We Are, the Services submenu and Our Events when About Us is clicked', async () => {
    const user = setupUser();
    renderApp('/');
    await user.click(aboutUsButton());

    expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(aboutUsButton().getAttribute('aria-controls')!)!;
    const entries = within(panel);
    expect(entries.getByRole('link', { name: 'Story Who We Are' })).toHaveAttribute('href', '/about');
    expect(entries.getByRole('link', { name: 'Our Events' })).toHaveAttribute('href', '/events');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    const submenu = within(document.getElementById(servicesButton().getAttribute('aria-controls')!)!);
    for (const [name, href] of SERVICE_LINKS) {
      expect(submenu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('goes to the page and closes the menus when a dropdown link is followed', async () => {
    const user = setupUser();
    const { router } = renderApp('/');
    await user.click(aboutUsButton());
    await user.click(servicesButton());
    await user.click(header().getByRole('link', { name: 'Talent Search' }));

    expect(router.state.location.pathname).toBe('/talent-search');
    expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(header().queryByRole('link', { name: 'Talent Search' })).not.toBeInTheDocument();
  });

  it('closes About Us when the visitor clicks elsewhere on the page', async () => {
    const user = setupUser();
    renderApp('/');
    await user.click(aboutUsButton());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  describe('on a wide screen', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens About Us on hover and closes it 100 ms after the pointer leaves', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/');
      await user.hover(aboutUsButton());
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');

      await user.unhover(aboutUsButton());
      act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open when the pointer comes back within 100 ms', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/');
      await user.hover(aboutUsButton());
      await user.unhover(aboutUsButton());
      act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS / 2));
      await user.hover(header().getByRole('link', { name: 'Story Who We Are' }));
      act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 3));
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens the Services submenu on hover inside About Us', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/');
      await user.hover(aboutUsButton());
      await user.hover(servicesButton());
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
      expect(header().getByRole('link', { name: 'HR Consulting' })).toHaveAttribute('href', '/hr-consulting');
    });

    it('keeps a hover-opened dropdown open when its button is then clicked', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/');
      await user.hover(aboutUsButton());
      await user.click(aboutUsButton());
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('by keyboard', () => {
    it('opens About Us with Enter and Space, and Escape closes it and returns focus to the button', async () => {
      const user = setupUser();
      renderApp('/');
      aboutUsButton().focus();

      await user.keyboard('{Enter}');
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(header().getByRole('link', { name: 'Story Who We Are' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
      expect(aboutUsButton()).toHaveFocus();

      await user.keyboard(' ');
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
    });

    it('moves into the menu when ArrowDown is pressed on a dropdown button', async () => {
      const user = setupUser();
      renderApp('/');
      aboutUsButton().focus();
      await user.keyboard('{ArrowDown}');
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
      expect(header().getByRole('link', { name: 'Story Who We Are' })).toHaveFocus();
    });

    it('closes only the Services submenu on the first Escape and About Us on the second', async () => {
      const user = setupUser();
      renderApp('/');
      aboutUsButton().focus();
      await user.keyboard('{ArrowDown}');
      await user.tab();
      expect(servicesButton()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(header().getByRole('link', { name: 'Our Services' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      expect(servicesButton()).toHaveFocus();
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');

      await user.keyboard('{Escape}');
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
      expect(aboutUsButton()).toHaveFocus();
    });

    it('closes About Us when focus tabs past its last entry', async () => {
      const user = setupUser();
      renderApp('/');
      aboutUsButton().focus();
      await user.keyboard('{Enter}');
      await user.tab(); // Story Who We Are
      await user.tab(); // Services
      await user.tab(); // Our Events
      expect(header().getByRole('link', { name: 'Our Events' })).toHaveFocus();
      await user.tab();
      expect(header().getByRole('link', { name: 'Browse Our Open Positions' })).toHaveFocus();
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('moves focus to the main content when Skip to content is followed', async () => {
      const user = setupUser();
      renderApp('/');
      await user.tab();
      const skip = screen.getByRole('link', { name: 'Skip to content' });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main');
      await user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    });
  });

  describe('on a small screen', () => {
    useSmallScreen();

    it('opens and closes the slide-in menu when the Menu button is clicked', async () => {
      const user = setupUser();
      renderApp('/');
      const menu = header().getByRole('button', { name: 'Menu' });
      const nav = document.getElementById(menu.getAttribute('aria-controls')!);
      expect(nav).toBe(header().getByRole('navigation', { name: 'Main' }));
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(nav).not.toHaveClass('site-nav--open');

      await user.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(nav).toHaveClass('site-nav--open');

      await user.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(nav).not.toHaveClass('site-nav--open');
    });

    it('toggles the two dropdowns on click and ignores hover when the screen is small', async () => {
      const user = setupUser();
      renderApp('/');
      await user.click(header().getByRole('button', { name: 'Menu' }));

      await user.hover(aboutUsButton());
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(aboutUsButton());
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'true');
      await user.click(servicesButton());
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
      await user.click(servicesButton());
      expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(aboutUsButton());
      expect(aboutUsButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the slide-in menu when a link in it is followed', async () => {
      const user = setupUser();
      const { router } = renderApp('/');
      const menu = header().getByRole('button', { name: 'Menu' });
      await user.click(menu);
      await user.click(header().getByRole('link', { name: 'Contact' }));
      expect(router.state.location.pathname).toBe('/contact');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the slide-in menu and focuses the Menu button when Escape is pressed in it', async () => {
      const user = setupUser();
      renderApp('/');
      const menu = header().getByRole('button', { name: 'Menu' });
      await user.click(menu);
      header().getByRole('link', { name: 'Home' }).focus();
      await user.keyboard('{Escape}');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveFocus();
    });
  });
  describe('for someone signed in', () => {
    it.each(['INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'] as const)(
      'offers %s a Back office link to /admin instead of Admin Login',
      async (role) => {
        renderApp('/', { role, mocks: [meMock(role)] });
        expect(header().getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
        expect(header().queryByRole('button', { name: 'Admin Login' })).not.toBeInTheDocument();
        // The home page greets a signed-in visitor once `me` answers: the test ends after it.
        expect(await screen.findByText('Welcome back, Rita.')).toBeInTheDocument();
      },
    );

    it('keeps Admin Login for a USER account, which has no back office', async () => {
      renderApp('/', { role: 'USER', mocks: [meMock('USER')] });
      expect(header().getByRole('button', { name: 'Admin Login' })).toBeInTheDocument();
      expect(header().queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
      expect(await screen.findByText('Welcome back, Rita.')).toBeInTheDocument();
    });
  });
});
