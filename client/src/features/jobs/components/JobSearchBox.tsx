import { useId } from 'react';

export interface JobSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now instead of waiting for the pause in typing. */
  onSubmit: () => void;
}

/** The labelled search field above the job list. */
export function JobSearchBox({ value, onChange, onSubmit }: JobSearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      className="job-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="job-search__label">
        Search positions
      </label>
      <input
        id={id}
        type="search"
        className="job-search__input"
        value={value}
        maxLength={200}
        placeholder="Job title, skill or keyword"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
