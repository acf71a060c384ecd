import { Link, NavLink } from 'react-router-dom';

import { useSignIn } from '../sign-in';

import { HeaderFrame, navLinkClass } from './HeaderFrame';
import { NavDropdown } from './NavDropdown';
import { useStaffSession } from './use-staff-session';

const SERVICE_LINKS = [
  { to: '/services', label: 'Our Services' },
  { to: '/talent-search', label: 'Talent Search' },
  { to: '/talent-development', label: 'Talent Development' },
  { to: '/hr-consulting', label: 'HR Consulting' },
  { to: '/skill-development', label: 'Skill Development' },
] as const;

/**
 * The public site's fixed top bar. On wide screens the links sit in a row and the dropdowns open
 * on hover; on small screens a Menu button slides the same links in from the side, and the
 * dropdowns toggle on click there. Staff who are signed in get a Back office link where visitors
 * (and USER accounts, which have no back office) get Admin Login.
 */
export function SiteHeader() {
  const { openSignIn } = useSignIn();
  const staff = useStaffSession();
  return (
    <HeaderFrame
      className="site-header"
      navLabel="Main"
      brand={
        <Link to="/" className="site-header__brand">
          Talent Consultancy
        </Link>
      }
    >
      <ul className="site-nav__list">
        <li>
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
        </li>
        <NavDropdown label="About Us">
          <li>
            <NavLink to="/about" className={navLinkClass}>
              Story Who We Are
            </NavLink>
          </li>
          <NavDropdown label="Services" nested>
            {SERVICE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </NavDropdown>
          <li>
            <NavLink to="/events" className={navLinkClass}>
              Our Events
            </NavLink>
          </li>
        </NavDropdown>
        <li>
          <NavLink to="/browse-positions" className={navLinkClass}>
            Browse Our Open Positions
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact" className={navLinkClass}>
            Contact
          </NavLink>
        </li>
      </ul>
      {staff ? (
        <Link to="/admin" className="button button--primary site-header__login">
          Back office
        </Link>
      ) : (
        <button type="button" className="button button--primary site-header__login" onClick={() => openSignIn()}>
          Admin Login
        </button>
      )}
    </HeaderFrame>
  );
}
