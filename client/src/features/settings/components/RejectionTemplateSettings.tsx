import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';

import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Field, TextAreaField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import {
  RejectionTemplateDocument,
  type RejectionTemplateFieldsFragment,
  RejectionTemplateResetDocument,
  RejectionTemplateUpdateDocument,
} from '../../../gql/graphql';
import { refusedField, serverMessage } from '../../../lib/graphql-errors';
import {
  lastChangedLine,
  REJECTION_BODY_MAX_LENGTH,
  REJECTION_SUBJECT_MAX_LENGTH,
  settingsMessages,
} from '../settings-messages';

type TemplateField = 'subject' | 'body';

/** The form, once the template is there: its values start from what the server holds. */
function TemplateForm({ template }: { template: RejectionTemplateFieldsFragment }) {
  const [values, setValues] = useState({ subject: template.subject, body: template.body });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TemplateField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The answer replaces the cached template: "Last changed" reads it.
  const [update, updating] = useMutation(RejectionTemplateUpdateDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: RejectionTemplateDocument,
          data: { rejectionEmailTemplate: data.updateRejectionEmailTemplate },
        });
    },
  });
  const [reset, resettingNow] = useMutation(RejectionTemplateResetDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: RejectionTemplateDocument,
          data: { rejectionEmailTemplate: data.resetRejectionEmailTemplate },
        });
    },
  });

  function change(field: TemplateField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(null);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updating.loading) return;
    setError(null);
    setFieldErrors({});
    setSaved(null);
    try {
      const answer = await update({ variables: { input: values } });
      const stored = answer.data?.updateRejectionEmailTemplate;
      // The server trims what it stores: the form shows exactly that.
      if (stored) setValues({ subject: stored.subject, body: stored.body });
      setSaved(settingsMessages.templateSaved);
    } catch (caught) {
      const field = refusedField(caught);
      const message = serverMessage(caught) ?? settingsMessages.templateFailed;
      if (field === 'subject' || field === 'body') {
        setFieldErrors({ [field]: message });
        // The field marked invalid takes the focus, so its message is read with it.
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
      } else {
        setError(message);
      }
    }
  }

  async function confirmReset() {
    if (resettingNow.loading) return;
    setResetError(null);
    try {
      const answer = await reset();
      const stored = answer.data?.resetRejectionEmailTemplate;
      if (stored) setValues({ subject: stored.subject, body: stored.body });
    } catch (caught) {
      setResetError(serverMessage(caught) ?? settingsMessages.templateFailed);
      return;
    }
    setResetting(false);
    setFieldErrors({});
    setError(null);
    setSaved(settingsMessages.templateReset);
  }

  const placeholders = `Placeholders: ${template.placeholders.join(', ')}.`;
  return (
    <>
      <p className="settings__note">{settingsMessages.templateIntro}</p>
      <form ref={form} className="settings__form settings__form--wide" onSubmit={save}>
        <Field
          label="Subject"
          name="subject"
          required
          maxLength={REJECTION_SUBJECT_MAX_LENGTH}
          hint={placeholders}
          error={fieldErrors.subject}
          value={values.subject}
          onChange={(event) => change('subject', event.target.value)}
        />
        <TextAreaField
          label="Body"
          name="body"
          required
          rows={10}
          maxLength={REJECTION_BODY_MAX_LENGTH}
          hint={placeholders}
          error={fieldErrors.body}
          value={values.body}
          onChange={(event) => change('body', event.target.value)}
        />
        <p className="settings__note">{lastChangedLine(template, settingsMessages.templateDefault)}</p>
        <div className="settings__two-factor-actions">
          <SubmitButton busy={updating.loading}>Save template</SubmitButton>
          <button
            type="button"
            className="button"
            onClick={() => {
              setResetError(null);
              setResetting(true);
            }}
          >
            Reset to default
          </button>
        </div>
        <FormMessage tone="success" message={saved} />
        {/* Mounted with its message: the page's other panels keep the one error line each. */}
        {error && <FormMessage tone="error" message={error} />}
      </form>
      {resetting && (
        <ConfirmDialog
          title="Reset the rejection e-mail?"
          confirmLabel="Reset to default"
          busy={resettingNow.loading}
          error={resetError}
          onConfirm={() => void confirmReset()}
          onCancel={() => setResetting(false)}
        >
          <p>{settingsMessages.templateResetQuestion}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Settings > Rejection e-mail (ADMIN and SUPER_ADMIN; the server enforces ADMIN): the subject and
 * body the rejection e-mail is written from, with the placeholders it may use, who changed it last,
 * and Reset to default.
 */
export function RejectionTemplateSettings() {
  // Always the server's current wording: the form starts from it.
  const { data, error } = useQuery(RejectionTemplateDocument, { fetchPolicy: 'network-only' });
  const template = data?.rejectionEmailTemplate;
  if (!template) {
    return error ? (
      <FormMessage tone="error" message={settingsMessages.templateLoadFailed} />
    ) : (
      <p role="status">{settingsMessages.loading}</p>
    );
  }
  return <TemplateForm template={template} />;
}
