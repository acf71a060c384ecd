import './layout.css';

import { Outlet } from 'react-router-dom';

import { SignInProvider } from '../sign-in';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame of every public page: header, the page, footer, and the sign-in dialog when asked for. */
export function PublicLayout() {
  return (
    <SignInProvider>
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here. */}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </SignInProvider>
  );
}
