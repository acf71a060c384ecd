import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { WIDE_SCREEN_QUERY } from './NavDropdown';

/** The class of a header link: the current page is marked (colour and underline). */
export function navLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';
}

/** Moves focus to the page's main content (past the header), as the skip link promises. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

export interface HeaderFrameProps {
  /** The header's classes: `site-header`, plus a modifier such as `admin-header`. */
  className: string;
  /** The brand link at the start of the bar. */
  brand: ReactNode;
  /** The navigation landmark's name ("Main", "Back office"). */
  navLabel: string;
  /** An extra class for the navigation (its own layout tweaks). */
  navClassName?: string;
  /** The navigation's content: the link list and any buttons. */
  children: ReactNode;
}

/** Stops the page behind from scrolling until the returned function is called. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    root.style.overflow = previous;
  };
}

/**
 * The top bar shared by the public site and the back office: a skip link, the brand, and the
 * navigation. On wide screens the navigation sits in a row; on small screens a Menu button slides
 * it in from the side. While that menu is open, focus moves into it and the page behind does not
 * scroll. Following a link, navigating, Escape (wherever focus is), the backdrop, or the screen
 * growing wide close it.
 */
export function HeaderFrame({ className, brand, navLabel, navClassName, children }: HeaderFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Any navigation (a link, Back, a redirect) closes the slide-in menu: adjusted while rendering
  // the new path, so the closed menu is what that render shows.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const unlockScroll = lockPageScroll();

    // On the document, so Escape works wherever focus is (still on the Menu button right after a
    // tap, say). An open dropdown handles Escape first and stops it.
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);

    // The slide-in menu only exists on small screens: a window made wide drops it (and the lock).
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
    function onWidthChange(event: MediaQueryListEvent) {
      if (event.matches) setMenuOpen(false);
    }
    wide?.addEventListener('change', onWidthChange);

    return () => {
      unlockScroll();
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWidthChange);
    };
  }, [menuOpen]);

  function onNavClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  }

  const navClasses = ['site-nav', navClassName, menuOpen && 'site-nav--open'].filter(Boolean).join(' ');
  return (
    <header className={className}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <div className="site-header__bar">
        {brand}
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav ref={navRef} id={navId} aria-label={navLabel} className={navClasses} onClick={onNavClick}>
          {children}
        </nav>
      </div>
      {menuOpen && <div className="site-nav__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
    </header>
  );
}
