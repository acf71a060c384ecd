import { useId } from 'react';

export interface UploadProgressProps {
  /** What is being sent ("Uploading resume"). */
  label: string;
  loaded: number;
  total: number;
}

/** A labelled progress bar for a file upload; indeterminate until the browser reports a size. */
export function UploadProgress({ label, loaded, total }: UploadProgressProps) {
  const id = useId();
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{label}</label>
      {percent === null ? <progress id={id} /> : <progress id={id} max={100} value={percent} />}
      <span className="upload-progress__value" aria-hidden="true">
        {percent === null ? '' : `${percent}%`}
      </span>
    </div>
  );
}
