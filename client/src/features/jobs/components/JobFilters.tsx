import { useId, useState } from 'react';

import { SelectField } from '../../../components/ui/Field';
import type { JobsListQuery } from '../../../gql/graphql';
import { FILTER_LABELS, filterValueLabel, type JobFilterName, type JobFilterValues } from '../job-board';

export type JobFacetCounts = NonNullable<JobsListQuery['jobFacets']>;

const ANY: Record<JobFilterName, string> = {
  location: 'All locations',
  department: 'All departments',
  employmentType: 'All employment types',
  workplace: 'All workplaces',
};

const NAMES: JobFilterName[] = ['location', 'department', 'employmentType', 'workplace'];

/** How many filters are on. */
export function activeFilterCount(filters: JobFilterValues): number {
  return NAMES.filter((name) => filters[name] !== null).length;
}

export interface JobFiltersProps {
  facets: JobFacetCounts;
  filters: JobFilterValues;
  onChange: (name: JobFilterName, value: string | null) => void;
  onClearAll: () => void;
}

/**
 * How many jobs a value would show: "(12)", or "(312+)" when a common search's counts are a
 * sample's lower bounds (nothing when the sample has none: there may still be some).
 */
export function facetCountLabel({ count, countIsExact }: { count: number; countIsExact: boolean }): string {
  if (countIsExact) return ` (${count})`;
  return count > 0 ? ` (${count}+)` : '';
}

/**
 * One select per facet, each value with how many jobs choosing it would show (the server counts a
 * facet with the search and the other facets' filters). A value that would show none is offered
 * but disabled, unless it is the one chosen. Every facet stays on screen when nothing matches, so
 * the visitor can widen the search where they are. On phones the selects fold behind a
 * "Filters (N)" button (jobs.css), so the first job starts on the first screen; "Clear all" shows
 * whenever a filter is on, at every width.
 */
export function JobFilters({ facets, filters, onChange, onClearAll }: JobFiltersProps) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const active = activeFilterCount(filters);
  return (
    <div className={open ? 'job-filters job-filters--open' : 'job-filters'}>
      <div className="job-filters__bar">
        <button
          type="button"
          className="button job-filters__toggle"
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => setOpen((value) => !value)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </button>
        {active > 0 && (
          <button type="button" className="button job-filters__clear" onClick={onClearAll}>
            Clear all
          </button>
        )}
      </div>
      <div id={groupId} className="job-filters__group" role="group" aria-label="Filter positions">
        {NAMES.map((name) => {
          const chosen = filters[name];
          const values = facets[name];
          // A chosen value the current search no longer finds stays selectable (with 0, or no count
          // when the counts are a sample's).
          const exact = values.every((item) => item.countIsExact);
          const shown =
            chosen && !values.some((item) => item.value === chosen)
              ? [...values, { value: chosen, count: 0, countIsExact: exact }]
              : values;
          return (
            <SelectField
              key={name}
              label={FILTER_LABELS[name]}
              value={chosen ?? ''}
              onChange={(event) => onChange(name, event.target.value || null)}
            >
              <option value="">{ANY[name]}</option>
              {shown.map((item) => (
                <option key={item.value} value={item.value} disabled={item.count === 0 && item.value !== chosen}>
                  {`${filterValueLabel(name, item.value)}${facetCountLabel(item)}`}
                </option>
              ))}
            </SelectField>
          );
        })}
      </div>
    </div>
  );
}
