import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { EMPTY_RICH_TEXT, RICH_TEXT_HEADING_LEVELS, type RichTextDoc } from '../content-fields';
import { formattingLabel, richTextCount, siteAdminMessages as m } from '../site-admin-messages';

/** Where a link may lead, as the server allows: a site path (never `//host`), https: or mailto:. */
export function isAllowedHref(href: string): boolean {
  return /^\/(?![/\\])/.test(href) || /^https:\/\/[^\s/?#]+/i.test(href) || /^mailto:[^\s]+@[^\s]+$/i.test(href);
}

/**
 * StarterKit limited to what the server keeps (RICH_TEXT_NODES and RICH_TEXT_MARKS of
 * content-schema.ts): paragraphs, headings of levels 3 and 4, bulleted and numbered lists, quotes,
 * line breaks, bold, italic and links. Code, strike, underline and rules are left out, so neither
 * a shortcut nor a paste can make what the server would refuse.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedHref(url),
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

export interface RichTextEditorProps {
  /** The id of the field's visible label, which names the text box and its toolbar. */
  labelId: string;
  label: string;
  help?: string | undefined;
  maxLength: number;
  /** The server's refusal of this field, if any. */
  error: string | null;
  value: RichTextDoc | null;
  onChange: (doc: RichTextDoc) => void;
}

interface ToolbarButton {
  key: string;
  label: string;
  pressed: boolean;
  shortcut?: string;
  run: () => void;
}

/**
 * Tiptap with a small toolbar (Bold, Italic, Link, Bulleted list, Numbered list, Heading): a
 * toolbar in the ARIA pattern (one Tab stop, arrow keys move between its buttons, each a toggle
 * that says whether it is on). Link opens a small form for the address under the toolbar.
 */
export function RichTextEditor({ labelId, label, help, maxLength, error, value, onChange }: RichTextEditorProps) {
  const ids = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const described = [error && `${ids}-error`, help && `${ids}-help`, `${ids}-count`].filter(Boolean).join(' ');
  // The editable area is ProseMirror's own element: its name, description and state go on it.
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': described,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class: 'site-editor__rich-area',
  };
  const editor = useEditor({
    extensions,
    content: value ?? EMPTY_RICH_TEXT,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => onChangeRef.current(changed.getJSON() as RichTextDoc),
  });
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading: current.isActive('heading', { level: 3 }),
      href: String(current.getAttributes('link').href ?? ''),
      length: current.state.doc.textContent.length,
    }),
  });

  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [current, setCurrent] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  function openLinkForm() {
    setAddress(state.href);
    setAddressError(null);
    setLinking(true);
  }
  function closeLinkForm(focusEditor: boolean) {
    setLinking(false);
    if (focusEditor) editor.commands.focus();
  }
  function applyLink() {
    const href = address.trim();
    if (!href) return removeLink();
    if (!isAllowedHref(href)) {
      setAddressError(m.linkInvalid);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(false);
  }
  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  }

  const buttons: ToolbarButton[] = [
    {
      key: 'bold',
      label: m.bold,
      pressed: state.bold,
      shortcut: 'Control+B',
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: m.italic,
      pressed: state.italic,
      shortcut: 'Control+I',
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    { key: 'link', label: m.link, pressed: state.link, run: openLinkForm },
    {
      key: 'bulletList',
      label: m.bulletList,
      pressed: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: m.orderedList,
      pressed: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'heading',
      label: m.heading,
      pressed: state.heading,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ];

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % buttons.length,
      ArrowLeft: (index) => (index - 1 + buttons.length) % buttons.length,
      Home: () => 0,
      End: () => buttons.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current);
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  const over = state.length > maxLength;
  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={formattingLabel(label)}
        className="site-editor__toolbar"
        onKeyDown={onToolbarKeyDown}
      >
        {buttons.map((button, index) => (
          <button
            key={button.key}
            type="button"
            className={`site-editor__tool site-editor__tool--${button.key}`}
            aria-pressed={button.pressed}
            aria-keyshortcuts={button.shortcut}
            {...(button.key === 'link' ? { 'aria-expanded': linking, 'aria-controls': `${ids}-link` } : {})}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setCurrent(index)}
            // Keeps the editor's selection: the button acts on the words chosen in it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
      </div>
      <div id={`${ids}-link`} hidden={!linking} className="site-editor__link-form">
        {linking && (
          <div
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                closeLinkForm(true);
              }
            }}
          >
            <Field
              label={m.linkAddress}
              hint={m.linkAddressHint}
              error={addressError}
              maxLength={500}
              autoFocus
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            <div className="site-editor__item-actions">
              <button type="button" className="button button--small" onClick={applyLink}>
                {m.applyLink}
              </button>
              {state.link && (
                <button type="button" className="button button--small" onClick={removeLink}>
                  {m.removeLink}
                </button>
              )}
              <button type="button" className="button button--small" onClick={() => closeLinkForm(true)}>
                {m.cancel}
              </button>
            </div>
          </div>
        )}
      </div>
      <EditorContent editor={editor} className="site-editor__rich-box" />
      {help && (
        <small id={`${ids}-help`} className="field__hint">
          {help}
        </small>
      )}
      <small id={`${ids}-count`} className={over ? 'field__hint field__error' : 'field__hint'}>
        {richTextCount(state.length, maxLength)}
      </small>
      {error && (
        <small id={`${ids}-error`} className="field__error">
          {error}
        </small>
      )}
    </>
  );
}
