import './command-palette.css';

import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Dialog } from '../../components/ui/Dialog';
import { useDebouncedCallback } from '../../components/ui/use-debounced-callback';
import { CommandPaletteSearchDocument } from '../../gql/graphql';

import {
  commandPaletteMessages as messages,
  PALETTE_DEBOUNCE_MS,
  PALETTE_MIN_SEARCH,
  PALETTE_RESULTS,
} from './command-palette-messages';

export interface PaletteScreen {
  to: string;
  label: string;
}

export interface CommandPaletteProps {
  /** The admin screens the signed-in role may open (the go-to entries). */
  screens: readonly PaletteScreen[];
  /** Where a person's application opens. */
  personPath: (applicationId: string) => string;
  /** Where a job opens. */
  jobPath: (jobId: string) => string;
  onClose: () => void;
}

interface Option {
  id: string;
  group: keyof typeof messages.groups;
  label: string;
  detail?: string;
  to: string;
}

/**
 * The staff's command palette, a modal dialog (focus stays in it; Escape closes it and gives focus
 * back) holding a combobox: typing searches people (applications by name, e-mail, phone or job
 * title) and jobs once typing pauses, and filters the screens the role may open at once. Arrow
 * keys move through the results, Enter opens the chosen one, a click opens any.
 */
export function CommandPalette({ screens, personPath, jobPath, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const optionIdPrefix = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // The active option by id, so results arriving later do not move it (none: the first).
  const [activeId, setActiveId] = useState<string | null>(null);
  const updateSearch = useDebouncedCallback((value: string) => setSearch(value), PALETTE_DEBOUNCE_MS);

  const trimmed = text.trim();
  const searching = search.length >= PALETTE_MIN_SEARCH;
  const { data, previousData, loading, error } = useQuery(CommandPaletteSearchDocument, {
    variables: { search, first: PALETTE_RESULTS },
    skip: !searching,
    // Never into the cache: a palette's five results must not cut the lists the screens page through.
    fetchPolicy: 'no-cache',
  });
  const results = searching ? (data ?? previousData) : undefined;
  const pending = trimmed.length >= PALETTE_MIN_SEARCH && (trimmed !== search || loading);

  const options = useMemo<Option[]>(() => {
    const found: Option[] = [];
    for (const { node } of results?.candidates.edges ?? []) {
      found.push({
        id: `person-${node.id}`,
        group: 'people',
        label: node.fullName,
        detail: `${node.email} · ${node.job.title}`,
        to: personPath(node.id),
      });
    }
    for (const job of results?.jobs.items ?? []) {
      found.push({ id: `job-${job.id}`, group: 'jobs', label: job.title, detail: job.location, to: jobPath(job.id) });
    }
    const needle = trimmed.toLowerCase();
    for (const screen of screens) {
      if (!needle || screen.label.toLowerCase().includes(needle)) {
        found.push({ id: `screen-${screen.to}`, group: 'screens', label: screen.label, to: screen.to });
      }
    }
    return found;
  }, [results, screens, trimmed, personPath, jobPath]);

  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.id === activeId),
  );
  const optionId = (option: Option) => `${optionIdPrefix}-${option.id}`;

  function open(option: Option) {
    onClose();
    navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + options.length) % options.length;
      setActiveId(options[next]!.id);
      document.getElementById(optionId(options[next]!))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActiveId(options[event.key === 'Home' ? 0 : options.length - 1]!.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) open(chosen);
    }
  }

  let status = '';
  if (trimmed.length > 0 && trimmed.length < PALETTE_MIN_SEARCH) status = messages.hint;
  else if (pending) status = messages.searching;
  else if (searching && error) status = messages.failed;
  else if (trimmed && options.length === 0) status = messages.none(trimmed);

  const groups = (Object.keys(messages.groups) as Option['group'][])
    .map((group) => ({ group, options: options.filter((option) => option.group === group) }))
    .filter(({ options: inGroup }) => inGroup.length > 0);

  return (
    <Dialog title={messages.title} onClose={onClose} className="dialog--wide command-palette">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="visually-hidden" htmlFor={`${listboxId}-input`}>
          {messages.inputLabel}
        </label>
        <input
          id={`${listboxId}-input`}
          className="command-palette__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.placeholder}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-describedby={hintId}
          aria-activedescendant={options[activeIndex] ? optionId(options[activeIndex]) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
            updateSearch(event.target.value.trim());
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      <p id={hintId} className="command-palette__status" role="status">
        {status}
      </p>
      <div id={listboxId} role="listbox" aria-label={messages.inputLabel} className="command-palette__results">
        {groups.map(({ group, options: inGroup }) => (
          <div key={group} role="group" aria-labelledby={`${listboxId}-${group}`} className="command-palette__group">
            <div id={`${listboxId}-${group}`} role="presentation" className="command-palette__group-label">
              {messages.groups[group]}
            </div>
            {inGroup.map((option) => {
              const selected = options[activeIndex] === option;
              return (
                <div
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  className={
                    selected ? 'command-palette__option command-palette__option--active' : 'command-palette__option'
                  }
                  // Keep focus in the input; the click opens the option.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveId(option.id)}
                  onClick={() => open(option)}
                >
                  <span className="command-palette__label">{option.label}</span>
                  {option.detail && <span className="command-palette__detail">{option.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Dialog>
  );
}
