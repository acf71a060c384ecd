import './layout.css';

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { rememberApplicationSource } from '../../features/jobs/application-source';
import { SignInProvider } from '../sign-in';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The frame of every public page: header, the page, footer, and the sign-in dialog when asked for.
 * A page reached through a link that names its source (`?source=`, `utm_source`) keeps it for an
 * application sent later in the visit.
 */
export function PublicLayout() {
  const { search } = useLocation();
  useEffect(() => rememberApplicationSource(search), [search]);
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
