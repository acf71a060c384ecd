import './two-factor.css';

import type { InputHTMLAttributes } from 'react';

import { CopyButton } from './CopyButton';
import { Field } from './Field';

/** The QR code an authenticator app scans, and the same secret as text for typing in by hand. */
export function TotpSecret({ secret, qrCodeDataUrl }: { secret: string; qrCodeDataUrl: string }) {
  // Groups of four, as apps show them; spaces are ignored when the secret is typed in.
  const grouped = secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className="totp-secret">
      <img
        className="totp-secret__qr"
        src={qrCodeDataUrl}
        width={180}
        height={180}
        alt="QR code to scan with your authenticator app"
      />
      <p>
        Scan the QR code with an authenticator app, or type this key into it:{' '}
        <code className="totp-secret__key">{grouped}</code> <CopyButton text={secret} label="Copy the setup key" />
      </p>
    </div>
  );
}

/** A field for a 6-digit code from an authenticator app (or, when `recovery`, a recovery code). */
export function TotpCodeField({
  recovery = false,
  label,
  ...input
}: { recovery?: boolean; label?: string; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  return recovery ? (
    <Field
      label={label ?? 'Recovery code'}
      type="text"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      required
      {...input}
    />
  ) : (
    <Field
      label={label ?? 'Authentication code'}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      hint="The 6-digit code your authenticator app shows."
      {...input}
    />
  );
}

/** One-time recovery codes, shown once: a list, copy to the clipboard, and a text file to download. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p>
        Keep them somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only
        now.
      </p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <a className="button" href={download} download="recovery-codes.txt">
          Download codes
        </a>
        <CopyButton text={text} label="Copy codes">
          Copy codes
        </CopyButton>
      </div>
    </section>
  );
}
