import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { useSignIn } from '../sign-in';

import { NavDropdown } from './NavDropdown';

const SERVICE_LINKS = [
  { to: '/services', label: 'Our Services' },
  { to: '/talent-search', label: 'Talent Search' },
  { to: '/talent-development', label: 'Talent Development' },
  { to: '/hr-consulting', label: 'HR Consulting' },
  { to: '/skill-development', label: 'Skill Development' },
] as const;

function linkClass({ isActive }: { isActive: boolean }) {
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

/**
 * The public site's fixed top bar. On wide screens the links sit in a row and the dropdowns open
 * on hover; on small screens a Menu button slides the same links in from the side, and the
 * dropdowns toggle on click there.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { openSignIn } = useSignIn();

  // Any navigation (a link, Back, a redirect) closes the slide-in menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  function onNavClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  }

  function onNavKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Open dropdowns handle Escape first (and stop it); otherwise it closes the slide-in menu.
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand">
          Talent Consultancy
        </Link>
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
        <nav
          id={navId}
          aria-label="Main"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          onClick={onNavClick}
          onKeyDown={onNavKeyDown}
        >
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className={linkClass}>
                Home
              </NavLink>
            </li>
            <NavDropdown label="About Us">
              <li>
                <NavLink to="/about" className={linkClass}>
                  Story Who We Are
                </NavLink>
              </li>
              <NavDropdown label="Services" nested>
                {SERVICE_LINKS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink to={to} className={linkClass}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </NavDropdown>
              <li>
                <NavLink to="/events" className={linkClass}>
                  Our Events
                </NavLink>
              </li>
            </NavDropdown>
            <li>
              <NavLink to="/browse-positions" className={linkClass}>
                Browse Our Open Positions
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={linkClass}>
                Contact
              </NavLink>
            </li>
          </ul>
          <button type="button" className="button button--primary site-header__login" onClick={() => openSignIn()}>
            Admin Login
          </button>
        </nav>
      </div>
      {menuOpen && <div className="site-nav__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
    </header>
  );
}
