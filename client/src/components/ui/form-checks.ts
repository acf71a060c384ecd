import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** What is wrong with each field, by field name; a field that is fine is left out. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** An address with something before the @, and a domain with a dot (the server refuses less). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How a blank required field is named: a visitor is asked for their own details ("Please enter
 * your Phone."), staff for a thing's ("Please enter the Event Name."). One sentence shape on every
 * form, public or back office.
 */
export function requiredFieldMessage(label: string, whose: 'your' | 'the' = 'your'): string {
  return `Please enter ${whose} ${label}.`;
}

/**
 * Every required field left blank and an e-mail not shaped like one, all at once and in the
 * form's order (`labels`' order): one way of saying it on every form.
 */
export function checkFields<Name extends string>(
  values: Readonly<Record<NoInfer<Name>, string>>,
  labels: Record<Name, string>,
  { email, whose = 'your' }: { email?: NoInfer<Name>; whose?: 'your' | 'the' } = {},
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of Object.keys(labels) as Name[]) {
    const value = values[name].trim();
    if (value === '') errors[name] = requiredFieldMessage(labels[name], whose);
    else if (name === email && !EMAIL_SHAPE.test(value)) errors[name] = 'Please enter a valid email address.';
  }
  return errors;
}

/**
 * The field checks of a form sent with `noValidate`: errors show only once the visitor has tried
 * to send (each goes as soon as its field is fixed), and after each refused try the focus moves
 * to the first field marked invalid; its label stays in view under the fixed header (field.css).
 * The focus moves in a layout effect, in the commit that marks the field, before the browser
 * paints: a screen reader (or a test) never meets the refusal with the focus still elsewhere.
 */
export function useFieldChecks<Name extends string>(
  errorsNow: FieldErrors<Name>,
): {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors<Name>;
  /** Call on submit: true when the form may be sent; otherwise the errors show and focus moves. */
  tryToSend: () => boolean;
  /** Call when the form is emptied for a new entry: its errors wait for the next try again. */
  reset: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useLayoutEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return {
    formRef,
    errors: tried ? errorsNow : {},
    tryToSend: () => {
      setTried(true);
      if (Object.keys(errorsNow).length === 0) return true;
      setRefusals((count) => count + 1);
      return false;
    },
    reset: () => setTried(false),
  };
}
