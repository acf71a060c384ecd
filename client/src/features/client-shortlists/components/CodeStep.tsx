import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { clientShortlistMessages as messages, codeExplained, codeSentLine } from '../client-shortlist-messages';

export interface CodeStepProps {
  contactEmailHint: string;
  /** A code was e-mailed in this visit. */
  codeSent: boolean;
  requesting: boolean;
  /** Why a code could not be sent. */
  requestError: string | null;
  verifying: boolean;
  /** Why the code was refused: shown on the field (the server's words). */
  codeError: string | null;
  /** Any other failure to open. */
  verifyError: string | null;
  onRequest: () => void;
  onVerify: (code: string) => void;
}

/**
 * The first visit from a browser: the page says where the one-time code goes, sends it on request,
 * and takes it in a labelled field; a wrong code is said on the field, which takes the focus.
 */
export function CodeStep(props: CodeStepProps) {
  const { contactEmailHint, codeSent, requesting, verifying } = props;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [tries, setTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const error = missing ? messages.codeMissing : props.codeError;

  useEffect(() => {
    // After a refused try, or once the code is on its way, the field has the focus.
    if (tries > 0 || codeSent) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [tries, codeSent, props.codeError]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    const typed = code.replace(/\s+/g, '');
    if (!typed) {
      setMissing(true);
      setTries((count) => count + 1);
      return;
    }
    setMissing(false);
    setTries((count) => count + 1);
    props.onVerify(typed);
  }

  return (
    <section className="client-shortlist__code" aria-labelledby="shortlist-code-heading">
      <h2 id="shortlist-code-heading">{messages.codeHeading}</h2>
      <p>{codeExplained(contactEmailHint)}</p>
      <SubmitButton type="button" className="button" busy={requesting} onClick={props.onRequest}>
        {codeSent ? messages.sendAgain : messages.sendCode}
      </SubmitButton>
      <p role="status" className="client-shortlist__sent">
        {codeSent ? codeSentLine(contactEmailHint) : ''}
      </p>
      <FormMessage tone="error" message={props.requestError} />
      <form ref={formRef} noValidate onSubmit={submit} className="client-shortlist__code-form">
        <Field
          label={messages.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
        />
        <SubmitButton busy={verifying}>{messages.open}</SubmitButton>
        <FormMessage tone="error" message={props.verifyError} />
      </form>
    </section>
  );
}
