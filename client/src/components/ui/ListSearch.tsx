import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Field } from './Field';
import { useDebouncedCallback } from './use-debounced-callback';

export interface ListSearch {
  /** The search the list shows: `?q=` in the address, trimmed ('' for none). */
  search: string;
  /** What the box holds while the visitor types. */
  text: string;
  /** Takes what was typed, and writes it to the address once typing pauses for `debounceMs`. */
  type: (value: string) => void;
  /** Writes what the box holds to the address now (Enter). */
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A list's server-side search kept in the address (`?q=`, replaced rather than pushed as the visitor types). */
export function useListSearch(debounceMs: number): ListSearch {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const [text, setText] = useState(search);
  const write = (value: string) => {
    const q = value.trim();
    if (q !== search) setParams(q ? { q } : {}, { replace: true });
  };
  const writeLater = useDebouncedCallback(write, debounceMs);
  return {
    search,
    text,
    type: (value) => {
      setText(value);
      writeLater(value);
    },
    submit: (event) => {
      event.preventDefault();
      write(text);
    },
  };
}

export interface ListSearchFormProps {
  className: string;
  /** The search landmark's name ("Search the clients"). */
  formLabel: string;
  label: string;
  hint: string;
  state: ListSearch;
}

/** The search box above a list, driving {@link useListSearch}. */
export function ListSearchForm({ className, formLabel, label, hint, state }: ListSearchFormProps) {
  return (
    <form className={className} role="search" aria-label={formLabel} onSubmit={state.submit}>
      <Field
        label={label}
        type="search"
        hint={hint}
        maxLength={200}
        value={state.text}
        onChange={(event) => state.type(event.target.value)}
      />
    </form>
  );
}
