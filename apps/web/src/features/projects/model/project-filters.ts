import { ProjectSort, ProjectState } from '@roomcraft/contract';

export type ProjectSortValue = (typeof ProjectSort.options)[number];
export const SORTS = ProjectSort.options;
/** The "changed in the last N days" choices offered. */
export const DAY_CHOICES = [1, 7, 30, 90] as const;
export type ListState = typeof ProjectState.ACTIVATED | typeof ProjectState.DEACTIVATED;

/** What the project grid shows: kept in the address, so a view can be bookmarked and shared. */
export interface ProjectFilters {
  /** Part of the name. */
  search: string;
  sort: ProjectSortValue;
  state: ListState;
  /** Only the projects marked as selected (the spec's `selected` flag, shown as "picked"). */
  picked: boolean;
  /** Changed in the last N days. */
  days: number | null;
  /** The folder open in the sidebar. */
  folder: string | null;
  /** With a folder open: also the projects in the folders inside it. */
  subfolders: boolean;
  /** Zero-based page. */
  page: number;
}

export const DEFAULT_FILTERS: ProjectFilters = {
  search: '',
  sort: 'UPDATED_AT_DESC',
  state: ProjectState.ACTIVATED,
  picked: false,
  days: null,
  folder: null,
  subfolders: false,
  page: 0,
};

const positiveInt = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** Reads the filters from the address; anything unknown falls back to the default. */
export function filtersFromParams(params: URLSearchParams): ProjectFilters {
  const sort = params.get('sort');
  return {
    search: params.get('q')?.slice(0, 100) ?? '',
    sort: SORTS.find((s) => s === sort) ?? DEFAULT_FILTERS.sort,
    state: params.get('state') === 'trash' ? ProjectState.DEACTIVATED : ProjectState.ACTIVATED,
    picked: params.get('picked') === '1',
    days: DAY_CHOICES.find((d) => d === positiveInt(params.get('days'))) ?? null,
    folder: params.get('folder') || null,
    subfolders: params.get('sub') === '1',
    page: Math.max(0, (positiveInt(params.get('page')) ?? 1) - 1),
  };
}

/** Writes the filters to the address, leaving defaults out so plain views have plain addresses. */
export function filtersToParams(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.folder) params.set('folder', filters.folder);
  if (filters.folder && filters.subfolders) params.set('sub', '1');
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.state === ProjectState.DEACTIVATED) params.set('state', 'trash');
  if (filters.picked) params.set('picked', '1');
  if (filters.days !== null) params.set('days', String(filters.days));
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  return params;
}

/** Whether anything narrows the list (so an empty list means "no match", not "nothing yet"). */
export const isFiltered = (filters: ProjectFilters): boolean =>
  filters.search.trim() !== '' ||
  filters.picked ||
  filters.days !== null ||
  filters.state !== DEFAULT_FILTERS.state;

/** The query of the contract's project lists for these filters. */
export function listQuery(filters: ProjectFilters, size: number) {
  return {
    directoryId: filters.folder ?? undefined,
    includeSubdirectories: filters.folder && filters.subfolders ? ('true' as const) : undefined,
    name: filters.search.trim() || undefined,
    state: filters.state,
    selected: filters.picked ? ('true' as const) : undefined,
    days: filters.days ?? undefined,
    sort: filters.sort,
    page: filters.page,
    size,
  };
}
