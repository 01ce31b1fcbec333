import type { User } from '@roomcraft/contract';
import { useSearchParams } from 'react-router';
import { ownerOf } from '../../editor/view3d/catalogue/use-catalogue.ts';
import {
  changeFilters,
  filtersFrom,
  type LibraryFilters,
  type LibraryScopeChoice,
  paramsOf,
} from '../model/library-filters.ts';

/** The libraries a user can browse: their own, their enterprise's when they have one, the public one. */
export const scopesOf = (user: Pick<User, 'enterpriseId'>): LibraryScopeChoice[] =>
  user.enterpriseId ? ['personal', 'enterprise', 'public'] : ['personal', 'public'];

/** The list's filters, kept in the address bar; the owner id of the chosen library. */
export function useLibraryFilters(user: User) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, user.enterpriseId ? 'enterprise' : 'personal');
  const change = (next: Partial<LibraryFilters>) =>
    setParams(paramsOf(changeFilters(filters, next)), { replace: true });
  return { filters, change, owner: ownerOf(filters.scope, user) };
}
