import { Link, NavLink } from 'react-router-dom';

import type { Role } from '../../gql/graphql';

import { ADMIN_MENU_CLOSE_DELAY_MS, adminMessages, ROLES_THAT_ADD_USERS } from './admin-constants';
import { HeaderFrame, navLinkClass } from './HeaderFrame';
import { NavDropdown } from './NavDropdown';
import { roleLabel } from '../../lib/role-labels';

const JOB_LINKS = [
  { to: '/admin/job-posting', label: 'Add Jobs' },
  { to: '/admin/applied-candidates', label: 'Applied Candidates' },
  { to: '/admin/manage-jobs', label: 'Manage Jobs' },
] as const;

const EVENT_LINKS = [
  { to: '/admin/add-events', label: 'Add Events' },
  { to: '/admin/registered-candidates', label: 'Registered Candidates' },
  { to: '/admin/manage-events', label: 'Manage Events' },
] as const;

function AdminMenu({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  return (
    <NavDropdown label={label} closeDelayMs={ADMIN_MENU_CLOSE_DELAY_MS}>
      {links.map(({ to, label: linkLabel }) => (
        <li key={to}>
          <NavLink to={to} className={navLinkClass}>
            {linkLabel}
          </NavLink>
        </li>
      ))}
    </NavDropdown>
  );
}

export interface AdminHeaderProps {
  /** The signed-in account's role, as the server answered it. */
  role: Role;
  /** Who is signed in, shown beside Logout. */
  name: string;
  onLogout: () => void;
}

/**
 * The back office's top bar. Staff see Home, the Manage Jobs and Manage Events menus (hover
 * opens them on wide screens, closing ADMIN_MENU_CLOSE_DELAY_MS after the pointer leaves), Join us
 * Users, Contact Messages, and Add Users when their role may add users. An account without
 * back-office rights (USER) sees only Home and Logout. Small screens get a Menu button.
 */
export function AdminHeader({ role, name, onLogout }: AdminHeaderProps) {
  const isStaff = role !== 'USER';
  const canAddUsers = ROLES_THAT_ADD_USERS.includes(role);

  return (
    <HeaderFrame
      className="site-header admin-header"
      navLabel="Back office"
      navClassName="admin-nav"
      brand={
        <Link to="/admin" className="site-header__brand">
          Talent Consultancy <span className="admin-header__tag">Back office</span>
        </Link>
      }
    >
      <ul className="site-nav__list admin-nav__list">
        <li>
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
        </li>
        {isStaff && (
          <>
            <AdminMenu label="Manage Jobs" links={JOB_LINKS} />
            <AdminMenu label="Manage Events" links={EVENT_LINKS} />
            <li>
              <NavLink to="/admin/joinus-Users" className={navLinkClass}>
                Join us Users
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/contact-messages" className={navLinkClass}>
                Contact Messages
              </NavLink>
            </li>
            {canAddUsers && (
              <li>
                <NavLink to="/admin/add-users" className={navLinkClass}>
                  Add Users
                </NavLink>
              </li>
            )}
          </>
        )}
      </ul>
      <div className="admin-header__session">
        <span className="admin-header__who">
          {name} <span className="admin-header__role">({roleLabel(role)})</span>
        </span>
        <button type="button" className="button admin-header__logout" onClick={onLogout}>
          {adminMessages.logout}
        </button>
      </div>
    </HeaderFrame>
  );
}
