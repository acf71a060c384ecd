import './form-privacy.css';

import { useCallback, useId, useState } from 'react';

import { formPrivacy, PRIVACY_POLICY_PATH, PRIVACY_VERSION } from '../../content/privacy';

/** The policy link every statement ends with; a new tab keeps the form and what was typed. */
function PolicyLink() {
  return (
    <>
      {' '}
      {formPrivacy.linkBefore}{' '}
      <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
        {formPrivacy.linkText}
        <span className="visually-hidden"> {formPrivacy.linkHint}</span>
      </a>
      .
    </>
  );
}

export interface ConsentCheckboxProps {
  /** What the visitor agrees to (content/privacy.ts). */
  statement: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box when the form was sent without it (or the server refused it). */
  error?: string | null;
}

/** A required box to tick where consent is the basis (apply, join us), with the policy linked. */
export function ConsentCheckbox({ statement, checked, onChange, error }: ConsentCheckboxProps) {
  const id = useId();
  return (
    <div className="form-privacy form-privacy--consent">
      <input
        id={id}
        type="checkbox"
        name="consent"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>
        {statement}
        <span aria-hidden="true"> *</span>
      </label>
      <p className="form-privacy__policy">
        <PolicyLink />
      </p>
      {error && (
        <small id={`${id}-error`} className="field__error form-privacy__error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A plain notice where the form only does what the visitor asks (registration, contact). */
export function PrivacyNotice({ statement }: { statement: string }) {
  return (
    <p className="form-privacy form-privacy--notice">
      {statement}
      <PolicyLink />
    </p>
  );
}

/**
 * The privacy policy's current version: the one the server wrote into the page's head (it moves
 * when the policy is published), else the version bundled with this build.
 */
export function currentPrivacyVersion(): string {
  const written = document.querySelector('meta[name="privacy-version"]')?.getAttribute('content')?.trim();
  return written || PRIVACY_VERSION;
}

/** What every public form sends besides its own fields (see the server's PublicFormInput). */
export interface FormGuardFields {
  privacyVersion: string;
  website: string | null;
  fillMs: number;
}

/**
 * The honeypot and the fill timer of a public form. `Honeypot` goes inside the form; `guardFields()`
 * gives the values to send: the privacy notice's version, the honeypot's value (people never see
 * it, so it stays empty), and how long the form has been shown.
 */
export function useFormGuard() {
  const [shownAt] = useState(() => Date.now());
  const [website, setWebsite] = useState('');
  const guardFields = useCallback(
    (): FormGuardFields => ({
      privacyVersion: currentPrivacyVersion(),
      website: website || null,
      fillMs: Math.max(0, Date.now() - shownAt),
    }),
    [website, shownAt],
  );
  const honeypot = { value: website, onChange: setWebsite };
  return { guardFields, honeypot };
}

/**
 * A field for automated senders only: off-screen, hidden from assistive technology and out of the
 * tab order, with no autofill. A submission that fills it is answered like a success and dropped.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
