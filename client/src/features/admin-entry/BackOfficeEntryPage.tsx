import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { clearSession, getRole } from '../../lib/auth';

/**
 * Interim landing page of the back office (/admin/*), where sign-in leads. The staff screens come
 * later; for now it says who is signed in and lets them sign out. The route guard in front of it
 * sends visitors without a stored token to the sign-in dialog.
 */
export function BackOfficeEntryPage() {
  useDocumentTitle('Back office');
  const client = useApolloClient();
  const navigate = useNavigate();
  const role = getRole();

  async function logout() {
    clearSession();
    // Nothing fetched as the signed-in user should outlive the session.
    await client.clearStore().catch(() => undefined);
    navigate('/');
  }

  return (
    <main id="main" className="page back-office-entry">
      <h1>Back office</h1>
      <p>
        Signed in with the role <strong>{role ?? 'unknown'}</strong>.
      </p>
      <p>The staff tools for jobs, applicants, events and users will appear here.</p>
      <button type="button" className="button" onClick={() => void logout()}>
        Logout
      </button>
    </main>
  );
}
