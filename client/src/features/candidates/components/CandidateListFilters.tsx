import { type ReactNode, type RefObject, useId } from 'react';

import type { ApplicationFilterJobsListQuery, ApplicationStageOptionsQuery } from '../../../gql/graphql';
import { allCandidatesMessages } from '../all-candidates-messages';
import {
  type CandidateFilters,
  DECISION_CHOICES,
  type DecisionChoice,
  SEARCH_MAX_LENGTH,
  SORT_CHOICES,
  type SortChoice,
} from '../candidate-filters';
import { stageMessages } from '../stage-messages';

export type FilterJob = ApplicationFilterJobsListQuery['jobs']['items'][number];
export type StageOption = ApplicationStageOptionsQuery['pipelineStages'][number];

export interface CandidateListFiltersProps {
  filters: CandidateFilters;
  /** What the search box shows (it reaches the URL after a pause in typing). */
  searchText: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onSearchText: (text: string) => void;
  /** Enter in the search box: search now. */
  onSearchNow: () => void;
  onChange: (change: Partial<CandidateFilters>) => void;
  /** Offers Clear filters when something narrows the list. */
  narrowed: boolean;
  onClear: () => void;
  /** The jobs to offer, newest first; undefined while they load. */
  jobs: readonly FilterJob[] | undefined;
  /** A job the URL names that `jobs` does not hold (beyond the first 100). */
  extraJob?: { id: string; label: string };
  /** Under the job select: loading, a failure, or that more jobs exist than it offers. */
  jobsHint?: string;
  /** The pipeline's stages in order (retired ones after); undefined while they load. */
  stages: readonly StageOption[] | undefined;
  /** Under the stage select: a failure to load them. */
  stagesHint?: string;
}

/** "Title (Location)", and " (archived)" for an archived job. */
export function jobLabel(job: Pick<FilterJob, 'title' | 'location' | 'archivedAt'>): string {
  const title = job.location ? `${job.title} (${job.location})` : job.title;
  return job.archivedAt ? `${title} (${allCandidatesMessages.archived})` : title;
}

const stageName = (stage: StageOption) => stage.name;

/** A select's group of options (none when it has none), each an item's id and its words. */
function OptionGroup<T extends { id: string }>(props: {
  label: string;
  options: readonly T[];
  text: (item: T) => string;
}) {
  if (props.options.length === 0) return null;
  return (
    <optgroup label={props.label}>
      {props.options.map((item) => (
        <option key={item.id} value={item.id}>
          {props.text(item)}
        </option>
      ))}
    </optgroup>
  );
}

function Control({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field all-candidates__filter">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/**
 * The list's search and filters: a search box (sent after a pause in typing, or at once on Enter),
 * the job (open jobs, then archived ones marked), the stage (those in use, then retired ones), the
 * decision, the applied-date range and the order.
 */
export function CandidateListFilters(props: CandidateListFiltersProps) {
  const { filters, onChange, jobs, extraJob, jobsHint, stages, stagesHint } = props;
  const open = jobs?.filter((job) => !job.archivedAt) ?? [];
  const archived = jobs?.filter((job) => job.archivedAt) ?? [];
  const stagesInUse = stages?.filter((stage) => !stage.retiredAt) ?? [];
  const stagesRetired = stages?.filter((stage) => stage.retiredAt) ?? [];
  // A stage the URL names that the list does not hold (deleted since, or not loaded).
  const unknownStage = filters.stage && !stages?.some((stage) => stage.id === filters.stage);

  return (
    <form
      className="all-candidates__filters"
      role="search"
      aria-label="Search and filter candidates"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearchNow();
      }}
    >
      <Control label="Search candidates" hint={allCandidatesMessages.searchHint}>
        {(id) => (
          <input
            id={id}
            ref={props.searchRef}
            type="search"
            className="all-candidates__search"
            placeholder={allCandidatesMessages.searchHint}
            value={props.searchText}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(event) => props.onSearchText(event.target.value)}
          />
        )}
      </Control>
      <Control label="Job" hint={jobsHint}>
        {(id) => (
          <select
            id={id}
            value={filters.job}
            aria-describedby={jobsHint ? `${id}-hint` : undefined}
            onChange={(event) => onChange({ job: event.target.value })}
          >
            <option value="">{allCandidatesMessages.anyJob}</option>
            {extraJob && <option value={extraJob.id}>{extraJob.label}</option>}
            <OptionGroup label={allCandidatesMessages.openJobs} options={open} text={jobLabel} />
            <OptionGroup label={allCandidatesMessages.archivedJobs} options={archived} text={jobLabel} />
          </select>
        )}
      </Control>
      <Control label={stageMessages.stage} hint={stagesHint}>
        {(id) => (
          <select
            id={id}
            value={filters.stage}
            aria-describedby={stagesHint ? `${id}-hint` : undefined}
            onChange={(event) => onChange({ stage: event.target.value })}
          >
            <option value="">{stageMessages.anyStage}</option>
            {unknownStage && <option value={filters.stage}>{stageMessages.chosenStage}</option>}
            <OptionGroup label={stageMessages.stagesInUse} options={stagesInUse} text={stageName} />
            <OptionGroup label={stageMessages.retiredStages} options={stagesRetired} text={stageName} />
          </select>
        )}
      </Control>
      <Control label="Decision">
        {(id) => (
          <select
            id={id}
            value={filters.decision}
            onChange={(event) => onChange({ decision: event.target.value as DecisionChoice })}
          >
            {DECISION_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Control>
      <Control label="Applied from">
        {(id) => (
          <input
            id={id}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        )}
      </Control>
      <Control label="Applied to">
        {(id) => (
          <input
            id={id}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        )}
      </Control>
      <Control label="Sort by">
        {(id) => (
          <select
            id={id}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortChoice })}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Control>
      {props.narrowed && (
        <button type="button" className="button all-candidates__clear" onClick={props.onClear}>
          {allCandidatesMessages.clearFilters}
        </button>
      )}
    </form>
  );
}
