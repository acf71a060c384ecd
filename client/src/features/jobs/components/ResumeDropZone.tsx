import { type DragEvent, useId, useState } from 'react';

import { RESUME_EXTENSIONS } from '../../../content/messages';

export interface ResumeDropZoneProps {
  file: File | null;
  /** What is wrong with the file (or its absence), shown under the zone; the input is then invalid. */
  error?: string | null;
  onChange: (file: File | null) => void;
}

/**
 * The resume field as a drop zone: a file dragged onto it is taken, a click (or Enter/Space on the
 * file input, which keeps the focus and the "Resume" label) opens the file picker. The input stays
 * the real control, so forms, tests and assistive technology see an ordinary required file input.
 */
export function ResumeDropZone({ file, error, onChange }: ResumeDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  }

  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field resume-drop">
      <label htmlFor={id}>
        Resume<span aria-hidden="true"> *</span>
      </label>
      <div
        className={dragging ? 'resume-drop__zone resume-drop__zone--over' : 'resume-drop__zone'}
        data-invalid={error ? 'true' : undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          className="resume-drop__input"
          type="file"
          name="resume"
          accept={RESUME_EXTENSIONS.join(',')}
          required
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <span className="resume-drop__prompt" aria-hidden="true">
          <strong>Choose a file</strong> or drop it here
        </span>
        <span className="resume-drop__file">{file ? file.name : 'No file chosen'}</span>
      </div>
      <small id={`${id}-hint`} className="field__hint">
        PDF, DOC or DOCX
      </small>
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}
