import './placement-panel.css';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { ChoiceField, Field, SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import {
  ApplicationPlacementDocument,
  type ApplicationPlacementFieldsFragment,
  type InvoiceStatus,
  type PlacementFeeKind,
  type PlacementInput,
  PlacementUpdateDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import { FEE_KIND_CHOICES, INVOICE_WORDS, placementMessages as m, placementTermParts } from '../placement-messages';

/** What the panel reads of the application: where it stands (to notice a move) and its placement. */
export interface PlacementApplication {
  id: string;
  fullName: string;
  stage: { id: string };
  outcome?: string | null;
  placement?: ApplicationPlacementFieldsFragment | null;
}

export interface PlacementPanelProps {
  application: PlacementApplication;
  /** ADMIN (and SUPER_ADMIN) may change the terms; recruiters read them. */
  canEdit: boolean;
}

/** The form's fields, named as PlacementInput names them (the server's refusals name these). */
type TermField =
  'startDate' | 'salary' | 'currency' | 'feeKind' | 'feePercent' | 'fee' | 'guaranteeDays' | 'invoiceStatus';
const TERM_FIELDS: readonly string[] = [
  'startDate',
  'salary',
  'currency',
  'feeKind',
  'feePercent',
  'fee',
  'guaranteeDays',
  'invoiceStatus',
] satisfies TermField[];

type TermValues = Record<Exclude<TermField, 'feeKind' | 'invoiceStatus'>, string> & {
  feeKind: PlacementFeeKind | '';
  invoiceStatus: InvoiceStatus;
};

export interface Problem {
  message: string;
  field?: TermField;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

function valuesOf(placement: ApplicationPlacementFieldsFragment): TermValues {
  return {
    startDate: text(placement.startDate),
    salary: text(placement.salary),
    currency: text(placement.currency),
    feeKind: placement.feeKind ?? '',
    feePercent: text(placement.feePercent),
    fee: placement.feeKind === 'FIXED' ? text(placement.fee) : '',
    guaranteeDays: text(placement.guaranteeDays),
    invoiceStatus: placement.invoiceStatus,
  };
}

/** A number typed in a field; null when left empty (the term is then cleared). */
function amount(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The whole terms as the form holds them: the server checks them together and answers the first fault. */
function inputOf(values: TermValues): PlacementInput {
  const feeKind = values.feeKind || null;
  return {
    startDate: values.startDate.trim() || null,
    salary: amount(values.salary),
    currency: values.currency.trim().toUpperCase() || null,
    feeKind,
    feePercent: feeKind === 'PERCENT' ? amount(values.feePercent) : null,
    fee: feeKind === 'FIXED' ? amount(values.fee) : null,
    guaranteeDays: amount(values.guaranteeDays),
    invoiceStatus: values.invoiceStatus,
  };
}

/**
 * The candidate page's Placement section, shown while the application is placed: its terms in
 * words, and for ADMIN an "Edit placement terms" form (the server's refusal is shown at the field
 * it names, which takes the focus). After a move or a decision on the page, the placement is read
 * again, so it appears when the candidate is moved to Placed and goes when they leave it.
 */
export function PlacementPanel({ application, canEdit }: PlacementPanelProps) {
  const client = useApolloClient();
  const { id, placement } = application;
  const where = `${application.stage.id}|${application.outcome ?? ''}`;
  const seen = useRef(where);

  useEffect(() => {
    if (seen.current === where) return;
    seen.current = where;
    void client
      .query({ query: ApplicationPlacementDocument, variables: { id }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }, [client, id, where]);

  if (!placement) return null;
  return (
    <section className="candidate-page__section placement-panel" aria-labelledby="candidate-placement">
      <h2 id="candidate-placement">{m.heading}</h2>
      <PlacementTerms key={placement.id} applicationId={id} placement={placement} canEdit={canEdit} />
    </section>
  );
}

function PlacementTerms({
  applicationId,
  placement,
  canEdit,
}: {
  applicationId: string;
  placement: ApplicationPlacementFieldsFragment;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  // The answer carries the placement's id and terms: the normalized cache updates the line.
  const [update, { loading }] = useMutation(PlacementUpdateDocument);

  function close(done: boolean) {
    setEditing(false);
    setSaved(done);
    // Back to the button that opened the form (it is rendered again on the next frame).
    requestAnimationFrame(() => editRef.current?.focus());
  }

  async function save(input: PlacementInput): Promise<Problem | null> {
    try {
      await update({ variables: { applicationId, input } });
    } catch (caught) {
      const field = refusedField(caught);
      return {
        message: serverMessage(caught) ?? m.saveFailed,
        field: field && TERM_FIELDS.includes(field) ? (field as TermField) : undefined,
      };
    }
    close(true);
    return null;
  }

  return (
    <div className="placement-panel__body">
      <p className="placement-panel__terms">
        {placementTermParts(placement).map((part, index) => (
          <span key={part} className="placement-panel__term">
            {index > 0 && <span aria-hidden="true"> · </span>}
            {part}
          </span>
        ))}
      </p>
      <p role="status" className="placement-panel__status">
        {saved ? m.saved : ''}
      </p>
      {canEdit &&
        (editing ? (
          <PlacementTermsForm placement={placement} busy={loading} onSave={save} onCancel={() => close(false)} />
        ) : (
          <button
            ref={editRef}
            type="button"
            className="button"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {m.edit}
          </button>
        ))}
    </div>
  );
}

export interface PlacementTermsFormProps {
  placement: ApplicationPlacementFieldsFragment;
  busy: boolean;
  /** Sends the terms; answers the refusal to show, or null once saved. */
  onSave: (input: PlacementInput) => Promise<Problem | null>;
  onCancel: () => void;
}

/** ADMIN's form of a placement's terms: labelled fields, the fee's kind as radio buttons. */
export function PlacementTermsForm({ placement, busy, onSave, onCancel }: PlacementTermsFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, bind } = useFormValues<TermValues>(() => valuesOf(placement));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [refusals, setRefusals] = useState(0);

  // Into the form when it opens; to the first field refused (else the message) after each refusal.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const target =
      refusals === 0
        ? form.querySelector<HTMLElement>('input')
        : (form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          form.querySelector<HTMLElement>('.form-message--error'));
    target?.focus();
  }, [refusals]);

  const errorOf = (field: TermField) => (problem?.field === field ? problem.message : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const days = values.guaranteeDays.trim();
    const refused: Problem | null =
      days !== '' && !/^\d+$/.test(days)
        ? { field: 'guaranteeDays', message: m.guaranteeWhole }
        : await onSave(inputOf(values));
    if (!refused) return;
    setProblem(refused);
    setRefusals((count) => count + 1);
  }

  const choice = FEE_KIND_CHOICES.find((option) => option.kind === values.feeKind)!;
  return (
    <form
      ref={formRef}
      className="placement-panel__form"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={headingId}>{m.formHeading}</h3>
      <Field label={m.startDate} type="date" error={errorOf('startDate')} {...bind('startDate')} />
      <Field
        label={m.salary}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        error={errorOf('salary')}
        {...bind('salary')}
      />
      <Field
        label={m.currency}
        hint={m.currencyHint}
        maxLength={3}
        autoCapitalize="characters"
        error={errorOf('currency')}
        {...bind('currency')}
      />
      <ChoiceField
        label={m.feeKind}
        options={FEE_KIND_CHOICES.map((option) => option.label)}
        value={choice.label}
        error={errorOf('feeKind')}
        onChange={(label) =>
          setValues((current) => ({
            ...current,
            feeKind: FEE_KIND_CHOICES.find((option) => option.label === label)?.kind ?? '',
          }))
        }
      />
      {values.feeKind === 'PERCENT' && (
        <Field
          label={m.feePercent}
          hint={m.feePercentHint}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          max="100"
          error={errorOf('feePercent')}
          {...bind('feePercent')}
        />
      )}
      {values.feeKind === 'FIXED' && (
        <Field
          label={m.feeAmount}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errorOf('fee')}
          {...bind('fee')}
        />
      )}
      <Field
        label={m.guaranteeDays}
        hint={m.guaranteeHint}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        max="730"
        error={errorOf('guaranteeDays')}
        {...bind('guaranteeDays')}
      />
      <SelectField label={m.invoiceStatus} error={errorOf('invoiceStatus')} {...bind('invoiceStatus')}>
        {(Object.keys(INVOICE_WORDS) as InvoiceStatus[]).map((status) => (
          <option key={status} value={status}>
            {INVOICE_WORDS[status]}
          </option>
        ))}
      </SelectField>
      {problem && !problem.field && <FormMessage tone="error" message={problem.message} />}
      <div className="placement-panel__actions">
        <SubmitButton busy={busy}>{m.save}</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
