import { Link, Outlet } from 'react-router-dom';

/** The frame of every public page: header, the page, footer. */
export function PublicLayout() {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          Talent Consultancy
        </Link>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Talent Consultancy. All rights reserved.</p>
      </footer>
    </>
  );
}
