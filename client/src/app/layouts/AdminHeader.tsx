import { Link, NavLink } from 'react-router-dom';

import type { Role } from '../../gql/graphql';
import { roleLabel } from '../../lib/role-labels';

import { ADMIN_MENU_CLOSE_DELAY_MS, adminMessages, ROLES_THAT_ADD_USERS } from './admin-constants';
import { HeaderFrame, navLinkClass } from './HeaderFrame';
import { NavDropdown } from './NavDropdown';

interface MenuLink {
  to: string;
  label: string;
}

/** The spec's three entries in its order (the candidates across jobs have their own top-level item). */
const JOB_LINKS: readonly MenuLink[] = [
  { to: '/admin/job-posting', label: 'Add Jobs' },
  { to: '/admin/applied-candidates', label: 'Applied Candidates' },
  { to: '/admin/manage-jobs', label: 'Manage Jobs' },
];

const EVENT_LINKS: readonly MenuLink[] = [
  { to: '/admin/add-events', label: 'Add Events' },
  { to: '/admin/registered-candidates', label: 'Registered Candidates' },
  { to: '/admin/manage-events', label: 'Manage Events' },
];

/** The screens the spec's header lacks, after its items: the candidates across jobs, and the Inbox
 * where contact messages and join-us requests meet. */
const WORK_LINKS: readonly MenuLink[] = [
  { to: '/admin/candidates', label: 'Candidates' },
  { to: '/admin/inbox', label: 'Inbox' },
];

/** The Admin menu: every staff member's own interviews, the talent pool (CVs sent without a job),
 * reports and own settings (the row from 1024 px up has no room for another top-level item)... */
const ADMINISTRATION_LINKS: readonly MenuLink[] = [
  { to: '/admin/my-interviews', label: 'My interviews' },
  { to: '/admin/talent-pool', label: 'Talent pool' },
  { to: '/admin/clients', label: 'Clients' },
  { to: '/admin/reports', label: 'Reports and Insights' },
  { to: '/admin/settings', label: 'Settings and Preferences' },
];

/** ...and for the roles that manage accounts (ADMIN and up): accounts, the audit log, a person's
 * data (find, export, erase), API keys and webhooks, and the public site's words and pictures. The
 * server checks each too. */
const ACCOUNT_LINKS: readonly MenuLink[] = [
  { to: '/admin/users', label: 'Staff Accounts' },
  { to: '/admin/audit', label: 'Audit Log' },
  { to: '/admin/people', label: 'People (privacy requests)' },
  { to: '/admin/integrations', label: 'Integrations' },
  { to: '/admin/site', label: 'Site content' },
];

/** The Admin menu's entries for `role`. */
function administrationLinks(role: Role): readonly MenuLink[] {
  return ROLES_THAT_ADD_USERS.includes(role) ? [...ADMINISTRATION_LINKS, ...ACCOUNT_LINKS] : ADMINISTRATION_LINKS;
}

/** Every admin screen `role` may open from the header, plus the dashboard and Contact Messages (the
 * command palette's go-to entries). */
export function staffScreens(role: Role): readonly MenuLink[] {
  return [
    { to: '/admin', label: 'Dashboard' },
    ...JOB_LINKS,
    ...EVENT_LINKS,
    { to: '/admin/joinus-Users', label: 'Join us Users' },
    ...(ROLES_THAT_ADD_USERS.includes(role) ? [{ to: '/admin/add-users', label: 'Add Users' }] : []),
    ...WORK_LINKS,
    { to: '/admin/contact-messages', label: 'Contact Messages' },
    ...administrationLinks(role),
  ];
}

function MenuEntries({ links }: { links: readonly MenuLink[] }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <NavLink to={to} className={navLinkClass}>
        {label}
      </NavLink>
    </li>
  ));
}

export interface AdminHeaderProps {
  /** The signed-in account's role, as the server answered it. */
  role: Role;
  /** Who is signed in, shown beside Logout. */
  name: string;
  onLogout: () => void;
  /** Opens the command palette (staff only). */
  onSearch: () => void;
}

/**
 * The back office's top bar, one row high from 1024 px up. Staff see the spec's items in the
 * spec's order: Home, the Manage Jobs and Manage Events menus (hover opens them on wide screens,
 * closing ADMIN_MENU_CLOSE_DELAY_MS after the pointer leaves), Join us Users, Add Users when their
 * role may add users; then the screens the spec lacks: Candidates (across jobs), the Inbox, and an
 * Admin menu (my interviews, the talent pool, reports, settings, and for ADMIN and up the staff accounts, audit log,
 * privacy requests and integrations, with who is signed in); a Search button that opens the command
 * palette (so does Ctrl+K or Cmd+K); and Logout. Who is signed in also shows beside Logout where
 * there is room (1440 px up, and in the small-screen menu). An account
 * without back-office rights (USER) sees only Home and Logout. Small screens get a Menu button.
 */
export function AdminHeader({ role, name, onLogout, onSearch }: AdminHeaderProps) {
  const isStaff = role !== 'USER';
  const canAddUsers = ROLES_THAT_ADD_USERS.includes(role);

  return (
    <HeaderFrame
      className="site-header admin-header"
      navLabel="Back office"
      navClassName="admin-nav"
      brand={
        <Link to="/admin" className="site-header__brand admin-header__brand">
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
            <NavDropdown label="Manage Jobs" closeDelayMs={ADMIN_MENU_CLOSE_DELAY_MS}>
              <MenuEntries links={JOB_LINKS} />
            </NavDropdown>
            <NavDropdown label="Manage Events" closeDelayMs={ADMIN_MENU_CLOSE_DELAY_MS}>
              <MenuEntries links={EVENT_LINKS} />
            </NavDropdown>
            <li>
              <NavLink to="/admin/joinus-Users" className={navLinkClass}>
                Join us Users
              </NavLink>
            </li>
            {canAddUsers && (
              <li>
                <NavLink to="/admin/add-users" className={navLinkClass}>
                  Add Users
                </NavLink>
              </li>
            )}
            <MenuEntries links={WORK_LINKS} />
            <NavDropdown label="Admin" closeDelayMs={ADMIN_MENU_CLOSE_DELAY_MS} className="admin-nav__more">
              <li className="admin-nav__signed-in">
                Signed in as <strong>{name}</strong> ({roleLabel(role)})
              </li>
              <MenuEntries links={administrationLinks(role)} />
            </NavDropdown>
          </>
        )}
      </ul>
      <div className={isStaff ? 'admin-header__session admin-header__session--staff' : 'admin-header__session'}>
        {isStaff && (
          <button
            type="button"
            className="button admin-header__search"
            aria-keyshortcuts="Control+K Meta+K"
            title="Search (Ctrl+K)"
            onClick={onSearch}
          >
            <svg className="admin-header__search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="admin-header__search-label">Search</span>
          </button>
        )}
        <span className="admin-header__who" title={`${name} (${roleLabel(role)})`}>
          <span className="admin-header__name">{name}</span>{' '}
          <span className="admin-header__role">({roleLabel(role)})</span>
        </span>
        <button type="button" className="button admin-header__logout" onClick={onLogout}>
          {adminMessages.logout}
        </button>
      </div>
    </HeaderFrame>
  );
}
