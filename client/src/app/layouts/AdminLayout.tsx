import './layout.css';
import './admin-layout.css';
import './admin-table.css';

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { type NavigateOptions, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { candidatePath, jobCandidatesPath } from '../../features/candidates/candidate-paths';
import { CommandPalette } from '../../features/command-palette/CommandPalette';
import { MeDocument } from '../../gql/graphql';
import { clearSession, getRole, getToken, saveSession } from '../../lib/auth';
import { hasErrorCode, httpStatus } from '../../lib/graphql-errors';
import { signInRequest } from '../sign-in';

import { adminMessages } from './admin-constants';
import { AdminFooter } from './AdminFooter';
import { AdminHeader, staffScreens } from './AdminHeader';

/** The server no longer accepts the token: expired, revoked, or the account was disabled. */
function isSignedOut(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED') || httpStatus(error) === 401;
}

function NoAccess({ onLogout }: { onLogout: () => void }) {
  useDocumentTitle(adminMessages.noAccessTitle);
  return (
    <section className="page admin-no-access">
      <h1>{adminMessages.noAccessTitle}</h1>
      <p>{adminMessages.noAccessText}</p>
      <button type="button" className="button button--primary" onClick={onLogout}>
        {adminMessages.logout}
      </button>
    </section>
  );
}

/**
 * The frame of every admin page and its gate. RequireSession has already turned away visitors
 * without a usable token; here the server says who is signed in (`me`): a token it refuses ends
 * the session and reopens the sign-in dialog, an account without back-office rights (USER) sees
 * "No access", and staff see the page. The role used here is the server's, not the stored one.
 */
export function AdminLayout() {
  const { data, error, refetch } = useQuery(MeDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const me = data?.me;
  const signedOut = !me && isSignedOut(error);
  const isStaff = Boolean(me && me.role !== 'USER');
  const [paletteOpen, setPaletteOpen] = useState(false);

  // Ctrl+K (Cmd+K on a Mac) opens the command palette on any staff screen.
  useEffect(() => {
    if (!isStaff) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      setPaletteOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isStaff]);

  /** Forgets the session and what staff data the cache holds, then goes to `/`. */
  const endSession = useCallback(
    (options?: NavigateOptions) => {
      clearSession();
      void client.clearStore();
      navigate('/', options);
    },
    [client, navigate],
  );
  const logout = useCallback(() => endSession(), [endSession]);

  useEffect(() => {
    if (signedOut) endSession({ replace: true, state: signInRequest(pathname + search) });
  }, [signedOut, endSession, pathname, search]);

  // Keep the stored role in step with the server's answer (a changed role applies at once).
  useEffect(() => {
    const token = getToken();
    if (me && token && getRole() !== me.role) saveSession(token, me.role);
  }, [me]);

  if (!me) {
    const failed = error && !signedOut;
    return (
      <main id="main" className="admin-main admin-main--bare" tabIndex={-1}>
        {failed ? (
          <div className="page">
            <p role="alert">{adminMessages.accountFailed}</p>
            <button type="button" className="button" onClick={() => void refetch().catch(() => undefined)}>
              {adminMessages.retry}
            </button>
          </div>
        ) : (
          <p className="page" role="status">
            {adminMessages.loading}
          </p>
        )}
      </main>
    );
  }

  return (
    <div className="admin-frame">
      <AdminHeader
        role={me.role}
        name={`${me.firstName} ${me.lastName}`.trim() || me.email}
        onLogout={logout}
        onSearch={() => setPaletteOpen(true)}
      />
      {isStaff && paletteOpen && (
        <CommandPalette
          screens={staffScreens(me.role)}
          personPath={candidatePath}
          jobPath={jobCandidatesPath}
          onClose={() => setPaletteOpen(false)}
        />
      )}
      {/* tabIndex lets the skip link move focus here. */}
      <main id="main" className="admin-main" tabIndex={-1}>
        {me.role === 'USER' ? <NoAccess onLogout={logout} /> : <Outlet />}
      </main>
      <AdminFooter />
    </div>
  );
}
