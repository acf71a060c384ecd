// This file passes 400 lines: the editor and its publish, discard and restore confirmations share one document's state.
import './site-admin.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type ReactNode, useCallback, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { RequiredNote } from '../../components/ui/Field';
import { FormMessage } from '../../components/ui/FormMessage';
import { RecordFallback } from '../../components/ui/RecordFallback';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import {
  SiteContentDraftDiscardDocument,
  SiteContentDraftSaveDocument,
  type SiteContentEditorFieldsFragment,
  SiteContentPageDetailsDocument,
  SiteContentPublishDocument,
  type SiteContentRevisionFieldsFragment,
  SiteContentRevisionRestoreDocument,
  SiteContentRevisionsListDocument,
  type SiteImageFieldsFragment,
  SiteImageUploadDocument,
} from '../../gql/graphql';
import { formatMoment } from '../../lib/format-when';
import { errorCode, refusedField, serverMessage } from '../../lib/graphql-errors';

import { FieldControls } from './components/ContentFields';
import type { Update } from './components/control-parts';
import {
  type ContentEditorContext,
  EditorContext,
  type FieldRefusal,
  type UploadOutcome,
} from './components/editor-context';
import { RevisionHistory } from './components/RevisionHistory';
import { type ContentValues, fieldDomId, readFields } from './content-fields';
import {
  previewPath,
  publishTitle,
  restoredLine,
  restoreTitle,
  savedByLine,
  SITE_ADMIN_PATH,
  siteAdminMessages as m,
} from './site-admin-messages';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const asValues = (draft: unknown): ContentValues =>
  draft !== null && typeof draft === 'object' && !Array.isArray(draft) ? (draft as ContentValues) : {};

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The control the server's `extensions.field` path names, or the nearest enclosing one drawn on
 * the page ("hero.link.to" → the link's Address; "items.2.photo.alt" → the item's picture).
 */
function controlPath(path: string): string | null {
  const parts = path.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (document.getElementById(fieldDomId(candidate))) return candidate;
    parts.pop();
  }
  return null;
}

/** Gives the focus to the control at `path`: its first input, else its text box, else its first button. */
function focusControl(path: string) {
  const box = document.getElementById(fieldDomId(path));
  if (!box) return;
  const target =
    box.querySelector<HTMLElement>('input:not([type="file"]), textarea, select') ??
    box.querySelector<HTMLElement>('[contenteditable="true"]') ??
    box.querySelector<HTMLElement>('input, button:not([disabled])');
  target?.focus();
}

type Confirming =
  { kind: 'publish' } | { kind: 'discard' } | { kind: 'restore'; revision: SiteContentRevisionFieldsFragment } | null;

/**
 * /admin/site/:key: one document's editor. The fields are drawn from the document's schema; Save
 * draft stores the draft (a refusal shows at the field the server names, which takes the focus),
 * Preview opens the public page with the saved draft in a new tab, Publish (asked first) puts the
 * draft on the site, Discard changes (asked first) takes the draft back to what is published, and
 * the revision history restores an earlier publish into the draft. Leaving with unsaved changes asks.
 */
export function SiteDocumentPage() {
  const { key = '' } = useParams();
  const query = useQuery(SiteContentPageDetailsDocument, {
    variables: { key },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.siteContentPage;
  useDocumentTitle(page?.title ?? m.title);

  const back = (
    <p className="site-admin__back">
      <Link to={SITE_ADMIN_PATH}>{m.back}</Link>
    </p>
  );

  if (!page) return <RecordFallback className="site-editor" back={back} messages={m.record} query={query} />;
  // One editor per document: its draft state starts from what the server holds when it opens.
  return <DocumentEditor key={page.key} page={page} back={back} />;
}

function DocumentEditor({ page, back }: { page: SiteContentEditorFieldsFragment; back: ReactNode }) {
  const fields = useMemo(() => readFields(page.fields as Record<string, unknown>[]), [page.fields]);
  const [saved, setSaved] = useState<ContentValues>(() => asValues(page.draft));
  const [draft, setDraft] = useState<ContentValues>(saved);
  // A draft replaced from outside (discard, restore) draws its controls afresh (the rich text too).
  const [generation, setGeneration] = useState(0);
  const [uploaded, setUploaded] = useState<SiteImageFieldsFragment[]>([]);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const dirty = !sameContent(draft, saved);
  const blocker = useUnsavedChangesGuard(dirty);

  const revisions = useQuery(SiteContentRevisionsListDocument, {
    variables: { key: page.key },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const refetchRevisions = {
    refetchQueries: [{ query: SiteContentRevisionsListDocument, variables: { key: page.key } }],
  };
  const [saveDraft, saving] = useMutation(SiteContentDraftSaveDocument);
  const [publish, publishing] = useMutation(SiteContentPublishDocument, refetchRevisions);
  const [discard, discarding] = useMutation(SiteContentDraftDiscardDocument);
  const [restore, restoring] = useMutation(SiteContentRevisionRestoreDocument);
  const [uploadSiteImage] = useMutation(SiteImageUploadDocument);

  // The focus goes to the field the server refused, in the same commit that shows its words (a
  // layout effect: by the time anything can read "Check the field marked in red.", the field has it).
  useLayoutEffect(() => {
    if (refusal) focusControl(refusal.path);
  }, [refusal]);

  /** The draft the server answered becomes the saved one (and the shown one, unless edited meanwhile). */
  function settle(answer: SiteContentEditorFieldsFragment, sent: ContentValues | null) {
    const stored = asValues(answer.draft);
    setSaved(stored);
    if (sent === null) {
      setDraft(stored);
      setGeneration((n) => n + 1);
    } else {
      setDraft((current) => (current === sent ? stored : current));
    }
  }

  function clearMessages() {
    setOutcome(null);
    setFailure(null);
    setRefusal(null);
  }

  /** Saves the draft; false when the server refused it (the refusal is shown at its field). */
  async function save(): Promise<boolean> {
    const sent = draft;
    clearMessages();
    try {
      const result = await saveDraft({ variables: { key: page.key, content: sent } });
      const answer = result.data?.saveSiteContentDraft;
      if (answer) settle(answer, sent);
      return true;
    } catch (error) {
      const field = refusedField(error);
      const message = serverMessage(error) ?? m.saveFailed;
      const at = field && errorCode(error) === 'BAD_USER_INPUT' ? controlPath(field) : null;
      if (at) {
        setRefusal({ path: at, message });
        setFailure(m.fixField);
      } else {
        setFailure(message);
      }
      return false;
    }
  }

  async function saveNow() {
    if (await save()) setOutcome(m.saved);
  }

  async function confirmPublish() {
    setConfirmError(null);
    setOutcome(null);
    // Unsaved changes are saved first, with the dialog closed: a refusal then shows at its field.
    const savingFirst = dirty;
    if (savingFirst) {
      setConfirming(null);
      if (!(await save())) return;
    }
    try {
      const result = await publish({ variables: { key: page.key } });
      const answer = result.data?.publishSiteContent;
      if (answer) settle(answer, null);
      setConfirming(null);
      setFailure(null);
      setOutcome(m.published);
    } catch (error) {
      const message = serverMessage(error) ?? m.publishFailed;
      if (savingFirst) setFailure(message);
      else setConfirmError(message);
    }
  }

  async function confirmDiscard() {
    setConfirmError(null);
    try {
      const result = await discard({ variables: { key: page.key } });
      const answer = result.data?.discardSiteContentDraft;
      if (answer) settle(answer, null);
      setConfirming(null);
      clearMessages();
      setOutcome(m.discarded);
    } catch (error) {
      setConfirmError(serverMessage(error) ?? m.discardFailed);
    }
  }

  async function confirmRestore(revision: SiteContentRevisionFieldsFragment) {
    setConfirmError(null);
    try {
      const result = await restore({ variables: { id: revision.id } });
      const answer = result.data?.restoreSiteContentRevision;
      if (answer) settle(answer, null);
      setConfirming(null);
      clearMessages();
      setOutcome(restoredLine(revision.number));
    } catch (error) {
      setConfirmError(serverMessage(error) ?? m.restoreFailed);
    }
  }

  const uploadImage = useCallback(
    async (file: File, alt: string): Promise<UploadOutcome> => {
      try {
        const result = await uploadSiteImage({ variables: { file, alt } });
        const image = result.data?.uploadSiteImage;
        if (!image) return { ok: false, field: null, message: m.uploadFailed };
        setUploaded((list) => [...list, image]);
        return { ok: true, image };
      } catch (error) {
        const field = refusedField(error);
        return {
          ok: false,
          field: field === 'alt' || field === 'file' ? field : null,
          message: serverMessage(error) ?? m.uploadFailed,
        };
      }
    },
    [uploadSiteImage],
  );

  const images = useMemo(
    () => new Map([...page.images, ...uploaded].map((image) => [image.id, image] as const)),
    [page.images, uploaded],
  );
  const context = useMemo<ContentEditorContext>(
    () => ({ refusal, images, uploadImage, announce: setOutcome }),
    [refusal, images, uploadImage],
  );
  const onChange = useCallback((update: Update<ContentValues>) => setDraft((current) => update(current)), []);

  const previewHintId = useId();
  const busy = saving.loading || publishing.loading || discarding.loading || restoring.loading;
  // Publish and Discard both need a change: unsaved edits or a saved draft that is not on the site.
  const canDiscard = dirty || page.hasUnpublishedChanges;
  return (
    <section className="page site-editor">
      {back}
      <h1>{page.title}</h1>
      <p className="site-editor__meta">
        {m.publicPage}: <code>{page.path}</code>
        {(dirty || page.hasUnpublishedChanges) && (
          <span className="site-admin__badge">{dirty ? m.unsavedChanges : m.unpublishedChanges}</span>
        )}
        {page.draftUpdatedAt && (
          <span>
            {m.draftSavedBy}: {savedByLine(formatMoment(page.draftUpdatedAt), page.draftUpdatedBy?.name ?? null)}
          </span>
        )}
      </p>
      <div className="site-editor__actions">
        <SubmitButton type="button" busy={saving.loading} onClick={() => void saveNow()}>
          {m.save}
        </SubmitButton>
        <a
          className="button"
          href={previewPath(page.path)}
          target="_blank"
          rel="noopener"
          aria-describedby={previewHintId}
        >
          {m.preview}
        </a>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          disabled={busy || !canDiscard}
          onClick={() => {
            setConfirmError(null);
            setConfirming({ kind: 'publish' });
          }}
        >
          {m.publish}
        </button>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          disabled={busy || !canDiscard}
          onClick={() => {
            setConfirmError(null);
            setConfirming({ kind: 'discard' });
          }}
        >
          {m.discard}
        </button>
      </div>
      <p id={previewHintId} className="field__hint">
        {dirty ? m.previewUnsaved : m.previewHint}
      </p>
      {/* Live regions from the start: each outcome is announced as it comes. */}
      <p className="site-editor__outcome" role="status">
        {outcome}
      </p>
      <FormMessage tone="error" message={failure} />
      <div className="site-editor__layout">
        <div className="site-editor__form" role="group" aria-label={m.editorLabel}>
          <RequiredNote />
          <EditorContext value={context}>
            <FieldControls key={generation} fields={fields} path="" values={draft} onChange={onChange} />
          </EditorContext>
        </div>
        <RevisionHistory
          revisions={revisions.data?.siteContentRevisions}
          failed={Boolean(revisions.error)}
          onRetry={() => void revisions.refetch().catch(() => undefined)}
          showPrivacyVersion={page.key === 'privacy-policy'}
          onRestore={(revision) => {
            setConfirmError(null);
            setConfirming({ kind: 'restore', revision });
          }}
        />
      </div>

      {confirming?.kind === 'publish' && (
        <ConfirmDialog
          title={publishTitle(page.title)}
          confirmLabel={m.publish}
          busy={busy}
          error={confirmError}
          onConfirm={() => void confirmPublish()}
          onCancel={() => setConfirming(null)}
        >
          <p>{m.publishNote}</p>
          {dirty && <p>{m.publishSavesFirst}</p>}
        </ConfirmDialog>
      )}
      {confirming?.kind === 'discard' && (
        <ConfirmDialog
          title={m.discardTitle}
          confirmLabel={m.discardConfirm}
          danger
          busy={busy}
          error={confirmError}
          onConfirm={() => void confirmDiscard()}
          onCancel={() => setConfirming(null)}
        >
          <p>{m.discardNote}</p>
        </ConfirmDialog>
      )}
      {confirming?.kind === 'restore' && (
        <ConfirmDialog
          title={restoreTitle(confirming.revision.number)}
          confirmLabel={m.restoreConfirm}
          busy={busy}
          error={confirmError}
          onConfirm={() => void confirmRestore(confirming.revision)}
          onCancel={() => setConfirming(null)}
        >
          <p>{m.restoreNote}</p>
          {dirty && <p>{m.restoreReplacesUnsaved}</p>}
        </ConfirmDialog>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={m.leaveTitle}
          confirmLabel={m.leave}
          danger
          busy={false}
          error={null}
          // Once the dialog's submit event is over: a navigation (a transition) started inside a
          // form's submit handler makes React treat the form as an action's and read its data.
          onConfirm={() => void Promise.resolve().then(() => blocker.proceed?.())}
          onCancel={() => blocker.reset()}
        >
          <p>{m.leaveNote}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
