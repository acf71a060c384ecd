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

export interface JobFiltersProps {
  facets: JobFacetCounts;
  filters: JobFilterValues;
  onChange: (name: JobFilterName, value: string | null) => void;
}

/**
 * One select per facet, each value with how many jobs choosing it would show (the server counts a
 * facet with the search and the other facets' filters). A value that would show none is offered
 * but disabled, unless it is the one chosen. A facet with no values at all is left out.
 */
export function JobFilters({ facets, filters, onChange }: JobFiltersProps) {
  const names: JobFilterName[] = ['location', 'department', 'employmentType', 'workplace'];
  return (
    <div className="job-filters" role="group" aria-label="Filter positions">
      {names.map((name) => {
        const chosen = filters[name];
        const values = facets[name];
        // A chosen value the current search no longer finds stays selectable (with 0).
        const shown =
          chosen && !values.some((item) => item.value === chosen) ? [...values, { value: chosen, count: 0 }] : values;
        if (shown.length === 0) return null;
        return (
          <SelectField
            key={name}
            label={FILTER_LABELS[name]}
            value={chosen ?? ''}
            onChange={(event) => onChange(name, event.target.value || null)}
          >
            <option value="">{ANY[name]}</option>
            {shown.map(({ value, count }) => (
              <option key={value} value={value} disabled={count === 0 && value !== chosen}>
                {`${filterValueLabel(name, value)} (${count})`}
              </option>
            ))}
          </SelectField>
        );
      })}
    </div>
  );
}
