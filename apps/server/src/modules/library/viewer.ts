import type { Principal, UserRow } from '../auth/sessions.ts';

/**
 * Who reads or writes the library: nobody, a signed-in user (personal or enterprise member), a
 * back-office operator (curates the public library, sees everything), or an enterprise's api key
 * (the cylinder and open calls).
 */
export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: UserRow }
  | { kind: 'operator'; operatorId: string }
  | { kind: 'apiKey'; enterpriseId: string };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

export function viewerOf(principal: Principal | null): Viewer {
  if (principal?.kind === 'user') return { kind: 'user', user: principal.user };
  if (principal?.kind === 'operator') return { kind: 'operator', operatorId: principal.operator.id };
  return ANONYMOUS;
}

/** The enterprise a viewer reads as, if any. */
export function enterpriseOf(viewer: Viewer): string | null {
  if (viewer.kind === 'user') return viewer.user.enterprise_id;
  if (viewer.kind === 'apiKey') return viewer.enterpriseId;
  return null;
}

/** Refuses (404) a product the user may not see, by the library's rule; other domains check products with it. */
export type ProductGate = (user: UserRow, productId: string) => Promise<void>;
