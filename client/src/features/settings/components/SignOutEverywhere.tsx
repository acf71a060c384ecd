import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { SignOutEverywhereDocument } from '../../../gql/graphql';
import { clearSession } from '../../../lib/auth';
import { serverMessage } from '../../../lib/graphql-errors';
import { settingsMessages } from '../settings-messages';

/**
 * "Sign out everywhere": the server ends every session of the account, this one included, so the
 * browser then forgets its token and what staff data the cache holds and goes home, as Logout does.
 */
export function SignOutEverywhere() {
  const [signOut, { loading }] = useMutation(SignOutEverywhereDocument);
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();

  async function onClick() {
    setError(null);
    try {
      await signOut();
    } catch (caught) {
      setError(serverMessage(caught) ?? settingsMessages.signOutEverywhereFailed);
      return;
    }
    clearSession();
    await client.clearStore();
    navigate('/');
  }

  return (
    <div className="settings__form">
      <p>{settingsMessages.signOutEverywhereText}</p>
      <SubmitButton type="button" className="button" busy={loading} onClick={() => void onClick()}>
        Sign out everywhere
      </SubmitButton>
      {/* Only when there is one: the change-password form's error line is the page's other alert. */}
      {error && <FormMessage tone="error" message={error} />}
    </div>
  );
}
