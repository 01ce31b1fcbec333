import { describe, expect, it } from 'vitest';
import { changeFilters, filtersFrom, paramsOf, searchQuery } from './library-filters.ts';

describe('library filters', () => {
  it('read back from the address what they wrote, defaults left out', () => {
    const filters = {
      scope: 'public' as const,
      q: '소파',
      categoryId: 'c1',
      brandId: 'b1',
      tag: 'oak',
      sort: 'PRICE_ASC' as const,
      page: 3,
    };
    const params = paramsOf(filters);
    expect(filtersFrom(params, 'personal')).toEqual(filters);
    expect(paramsOf(filtersFrom(new URLSearchParams(), 'personal')).toString()).toBe('scope=personal');
  });

  it('fall back on unknown scopes, sorts and pages', () => {
    const filters = filtersFrom(new URLSearchParams('scope=x&sort=COLOR_UP&page=-2'), 'enterprise');
    expect(filters).toMatchObject({ scope: 'enterprise', sort: 'UPDATEDAT_DESC', page: 0 });
  });

  it('go back to the first page on a new filter and drop category and brand with the library', () => {
    const current = filtersFrom(new URLSearchParams('scope=personal&category=c&brand=b&page=4'), 'personal');
    expect(changeFilters(current, { q: 'oak' })).toMatchObject({ page: 0, categoryId: 'c' });
    expect(changeFilters(current, { page: 5 }).page).toBe(5);
    expect(changeFilters(current, { scope: 'public' })).toMatchObject({ categoryId: null, brandId: null });
  });

  it('become the search call’s query', () => {
    const filters = filtersFrom(new URLSearchParams('q=%20oak%20&sort=NAME_DESC&tag=t&page=2'), 'personal');
    expect(searchQuery(filters, 24)).toEqual({
      q: 'oak',
      categories: undefined,
      brands: undefined,
      tags: 't',
      sortType: 'NAME',
      sortOrder: 'DESC',
      page: 2,
      size: 24,
    });
  });
});
