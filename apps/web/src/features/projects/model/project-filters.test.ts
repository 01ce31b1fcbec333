import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  isFiltered,
  listQuery,
} from './project-filters.ts';

describe('project filters in the address', () => {
  it('reads an empty address as the default view and writes it back empty', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      search: 'kitchen',
      sort: 'NAME_ASC' as const,
      state: 1 as const,
      picked: true,
      days: 7,
      folder: 'f1',
      subfolders: true,
      page: 2,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'folder=f1&sub=1&q=kitchen&sort=NAME_ASC&state=trash&picked=1&days=7&page=3',
    );
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('ignores what it does not know instead of sending it to the server', () => {
    const filters = filtersFromParams(new URLSearchParams('sort=DROP&days=5&page=-2&state=2&picked=yes'));
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('tells a filtered view from a plain one', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, folder: 'f1', sort: 'NAME_ASC' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: ' a ' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, days: 30 })).toBe(true);
  });

  it('builds the list query of the contract', () => {
    expect(
      listQuery({ ...DEFAULT_FILTERS, search: '  bath ', picked: true, folder: 'f1', page: 1 }, 24),
    ).toEqual({
      directoryId: 'f1',
      includeSubdirectories: undefined,
      name: 'bath',
      state: 0,
      selected: 'true',
      days: undefined,
      sort: 'UPDATED_AT_DESC',
      page: 1,
      size: 24,
    });
  });

  it('reaches into subfolders only with a folder open', () => {
    const inFolder = listQuery({ ...DEFAULT_FILTERS, folder: 'f1', subfolders: true }, 24);
    expect(inFolder).toMatchObject({ directoryId: 'f1', includeSubdirectories: 'true' });
    const noFolder = listQuery({ ...DEFAULT_FILTERS, subfolders: true }, 24);
    expect(noFolder.includeSubdirectories).toBeUndefined();
    expect(filtersToParams({ ...DEFAULT_FILTERS, subfolders: true }).toString()).toBe('');
  });
});
