import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ProjectFilters } from '../model/project-filters.ts';

/** The filters of a project list, read from and written to the address. */
export function useFilters(): [ProjectFilters, (change: Partial<ProjectFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = (change: Partial<ProjectFilters>) =>
    // Typing a search replaces the entry, so Back leaves the list instead of undoing keystrokes.
    setParams(filtersToParams({ ...filters, ...change }), { replace: 'search' in change });
  return [filters, update];
}
