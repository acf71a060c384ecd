import { useId, useRef, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { childPath, fieldDomId, type ImageField } from '../content-fields';
import { siteAdminMessages as m } from '../site-admin-messages';

import { type ControlProps, GroupRefusal } from './control-parts';
import { useEditorContext, useRefusalAt } from './editor-context';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/**
 * An image field: the current picture's thumbnail (with its description), "Choose picture" and its
 * required description, Upload picture (uploadSiteImage; the draft then refers to the new picture)
 * and Remove picture. A picture without a description is refused here with the server's words,
 * before anything is sent.
 */
export function ImageControl({ field, path, value, onChange }: ControlProps<ImageField, string | null>) {
  const fileId = useId();
  const errorId = useId();
  const { images, uploadImage, announce } = useEditorContext();
  const refusal = useRefusalAt(path);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLDivElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ file?: string; alt?: string; other?: string }>({});
  const image = value ? images.get(value) : undefined;

  async function upload() {
    if (busy) return;
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setProblems({ file: m.pictureFileRequired });
      fileInput.current?.focus();
      return;
    }
    if (!alt.trim()) {
      setProblems({ alt: m.pictureAltRequired });
      altInput.current?.querySelector('input')?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    const outcome = await uploadImage(file, alt.trim());
    setBusy(false);
    if (outcome.ok) {
      onChange(() => outcome.image.id);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      announce(m.pictureUploaded);
      return;
    }
    if (outcome.field === 'alt') {
      setProblems({ alt: outcome.message });
      altInput.current?.querySelector('input')?.focus();
    } else if (outcome.field === 'file') {
      setProblems({ file: outcome.message });
      fileInput.current?.focus();
    } else {
      setProblems({ other: outcome.message });
    }
  }

  function removePicture() {
    onChange(() => null);
    announce(m.pictureRemoved);
  }

  const fileDescribedBy = [problems.file && `${fileId}-error`, `${fileId}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset
      id={fieldDomId(path)}
      className="site-editor__group site-editor__image"
      aria-describedby={refusal ? errorId : undefined}
    >
      <legend>{field.label}</legend>
      {field.help && <p className="field__hint">{field.help}</p>}
      <GroupRefusal id={errorId} message={refusal} />
      <div className="site-editor__picture">
        {image ? (
          <figure className="site-editor__thumbnail">
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
            <figcaption>{image.alt}</figcaption>
          </figure>
        ) : (
          <p>{m.noPicture}</p>
        )}
        {value && (
          <button type="button" className="button" onClick={removePicture}>
            {m.removePicture}
          </button>
        )}
      </div>
      <div className="field" id={fieldDomId(childPath(path, 'file'))}>
        <label htmlFor={fileId}>{m.choosePicture}</label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={ACCEPTED}
          aria-describedby={fileDescribedBy}
          {...(problems.file ? { 'aria-invalid': true } : {})}
        />
        <small id={`${fileId}-hint`} className="field__hint">
          {m.pictureHint}
        </small>
        {problems.file && (
          <small id={`${fileId}-error`} className="field__error">
            {problems.file}
          </small>
        )}
      </div>
      <div ref={altInput}>
        <Field
          label={m.pictureAlt}
          required
          maxLength={200}
          hint={m.pictureAltHint}
          error={problems.alt}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </div>
      <div className="site-editor__item-actions">
        <SubmitButton type="button" busy={busy} className="button" onClick={() => void upload()}>
          {m.uploadPicture}
        </SubmitButton>
      </div>
      {problems.other && (
        <p role="alert" className="field__error">
          {problems.other}
        </p>
      )}
    </fieldset>
  );
}
