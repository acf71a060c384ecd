import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';

import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { RecoveryCodes, TotpCodeField, TotpSecret } from '../../../components/ui/TwoFactorPieces';
import {
  RecoveryCodesRegenerateDocument,
  TwoFactorConfirmDocument,
  TwoFactorDisableDocument,
  TwoFactorEnrolmentStartDocument,
  TwoFactorStatusDocument,
} from '../../../gql/graphql';
import { saveSession } from '../../../lib/auth';
import { serverMessage } from '../../../lib/graphql-errors';
import { settingsMessages } from '../settings-messages';

type Action = 'regenerate' | 'disable';

/**
 * Settings > Two-factor sign-in: set it up (QR code, key, a code to confirm), see the recovery
 * codes once, get new ones, or turn it off (each change proved with a current code).
 */
export function TwoFactorSettings() {
  const { data } = useQuery(TwoFactorStatusDocument);
  const me = data?.me;
  const [start, started] = useMutation(TwoFactorEnrolmentStartDocument);
  const [confirm, confirming] = useMutation(TwoFactorConfirmDocument);
  const [disable, disabling] = useMutation(TwoFactorDisableDocument);
  const [regenerate, regenerating] = useMutation(RecoveryCodesRegenerateDocument);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCodeDataUrl: string } | null>(null);
  const action = useRef<Action>('regenerate');
  const form = useRef<HTMLFormElement>(null);

  function refused(caught: unknown) {
    setError(serverMessage(caught) ?? settingsMessages.twoFactorFailed);
    // The field is marked invalid and takes the focus, so the reader hears the error with it.
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus());
  }

  async function begin() {
    setError(null);
    setNotice('');
    setRecoveryCodes(null);
    try {
      const answer = await start();
      setEnrolment(answer.data?.startTwoFactorEnrolment ?? null);
    } catch (caught) {
      setError(serverMessage(caught) ?? settingsMessages.twoFactorFailed);
    }
  }

  async function turnOn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming.loading || !me) return;
    setError(null);
    try {
      const answer = await confirm({ variables: { code } });
      const change = answer.data?.confirmTwoFactor;
      if (change) saveSession(change.token, change.user.role);
      setRecoveryCodes(change?.recoveryCodes ?? []);
      setEnrolment(null);
      setCode('');
      setNotice(settingsMessages.twoFactorOn);
    } catch (caught) {
      refused(caught);
    }
  }

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabling.loading || regenerating.loading) return;
    setError(null);
    setNotice('');
    try {
      if (action.current === 'disable') {
        const answer = await disable({ variables: { code } });
        const change = answer.data?.disableTwoFactor;
        if (change) saveSession(change.token, change.user.role);
        setRecoveryCodes(null);
        setNotice(settingsMessages.twoFactorOff);
      } else {
        const answer = await regenerate({ variables: { code } });
        setRecoveryCodes(answer.data?.regenerateRecoveryCodes ?? []);
        setNotice(settingsMessages.recoveryCodesReplaced);
      }
      setCode('');
    } catch (caught) {
      refused(caught);
    }
  }

  const codeField = (
    <TotpCodeField
      name="code"
      label="Code from your app, or a recovery code"
      recovery
      autoComplete="one-time-code"
      error={error}
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  if (!me) return <p role="status">{settingsMessages.loading}</p>;
  return (
    <div className="settings__two-factor">
      <p className="settings__two-factor-state">
        {me.twoFactorEnabled ? settingsMessages.twoFactorStateOn : settingsMessages.twoFactorStateOff}
      </p>
      <FormMessage tone="success" message={notice} />
      {recoveryCodes && recoveryCodes.length > 0 && <RecoveryCodes codes={recoveryCodes} />}
      {!me.twoFactorEnabled && !enrolment && (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void begin()}
            aria-busy={started.loading}
          >
            Set up two-factor sign-in
          </button>
          {error && <FormMessage tone="error" message={error} />}
        </>
      )}
      {!me.twoFactorEnabled && enrolment && (
        <form ref={form} className="settings__form" onSubmit={turnOn} aria-label="Set up two-factor sign-in">
          <TotpSecret {...enrolment} />
          <TotpCodeField
            name="code"
            label="Code from your app"
            error={error}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitButton busy={confirming.loading}>Turn on two-factor sign-in</SubmitButton>
        </form>
      )}
      {me.twoFactorEnabled && (
        <form ref={form} className="settings__form" onSubmit={change} aria-label="Change two-factor sign-in">
          {codeField}
          <div className="settings__two-factor-actions">
            <SubmitButton busy={regenerating.loading} onClick={() => (action.current = 'regenerate')}>
              Get new recovery codes
            </SubmitButton>
            <SubmitButton busy={disabling.loading} onClick={() => (action.current = 'disable')}>
              Turn off two-factor sign-in
            </SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
