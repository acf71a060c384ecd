import { Component, lazy, type ReactNode, Suspense, useId } from 'react';

import { fieldDomId, type RichTextDoc, type RichTextField } from '../content-fields';
import { siteAdminMessages as m } from '../site-admin-messages';

import type { ControlProps } from './control-parts';
import { useRefusalAt } from './editor-context';

// Tiptap and ProseMirror are a chunk of their own, loaded by the first editor with rich text: the
// list of documents and the editors without rich text never download them (nor does the public site).
const RichTextEditor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }));

/** A failed download of the editor's chunk says so in place of the editor (the rest of the form works). */
class EditorChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{m.editorFailed}</p> : this.props.children;
  }
}

/** A rich-text field: its label, then the Tiptap editor (loaded on first use) with its toolbar. */
export function RichTextControl({ field, path, value, onChange }: ControlProps<RichTextField, unknown>) {
  const labelId = useId();
  const error = useRefusalAt(path);
  return (
    <div id={fieldDomId(path)} className="field site-editor__field site-editor__rich">
      <span id={labelId} className="site-editor__label">
        {field.label}
        <span aria-hidden="true"> *</span>
      </span>
      <EditorChunkBoundary>
        <Suspense fallback={<p role="status">{m.editorLoading}</p>}>
          <RichTextEditor
            labelId={labelId}
            label={field.label}
            help={field.help}
            maxLength={field.maxLength}
            error={error}
            value={value as RichTextDoc | null}
            onChange={(doc) => onChange(() => doc)}
          />
        </Suspense>
      </EditorChunkBoundary>
    </div>
  );
}
