import { useId } from 'react';

/** A labelled progress bar for the image upload; indeterminate until the browser reports a size. */
export function UploadProgress({ loaded, total }: { loaded: number; total: number }) {
  const id = useId();
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  return (
    <div className="event-upload-progress">
      <label htmlFor={id}>Uploading image</label>
      {percent === null ? <progress id={id} /> : <progress id={id} max={100} value={percent} />}
      <span aria-hidden="true">{percent === null ? '' : `${percent}%`}</span>
    </div>
  );
}
