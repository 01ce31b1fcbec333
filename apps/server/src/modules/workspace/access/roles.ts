import type { AssetAccessType } from '@roomcraft/contract';
import { invalidField } from '../../../http/errors.ts';

/** Who someone is to a project or folder; no role means they may not know it exists. */
export type Role = 'OWNER' | 'MANAGER' | 'EDIT' | 'VIEW';
/** What a call needs: to look, to save, or to do everything (delete, move, share). */
export type Need = 'VIEW' | 'EDIT' | 'MANAGE';
export type GrantAccess = 'EDIT' | 'VIEW';
type AccessType = (typeof AssetAccessType)[number];

const ROLE_RANK: Record<Role, number> = { VIEW: 1, EDIT: 2, MANAGER: 3, OWNER: 3 };
const NEED_RANK: Record<Need, number> = { VIEW: 1, EDIT: 2, MANAGE: 3 };

export const allows = (role: Role, need: Need): boolean => ROLE_RANK[role] >= NEED_RANK[need];

/** The stronger of two roles; grants never lower what ownership or management gives. */
export function strongest(a: Role | null, b: Role | null): Role | null {
  if (!a) return b;
  if (!b) return a;
  return ROLE_RANK[b] > ROLE_RANK[a] ? b : a;
}

/** Asset accesses are a view of the roles: VIEW ⇒ READ+ACCESS, EDIT ⇒ +WRITE, owner and managers ⇒ all. */
export function accessTypesOf(role: Role): AccessType[] {
  if (role === 'VIEW') return ['READ', 'ACCESS'];
  if (role === 'EDIT') return ['READ', 'WRITE', 'ACCESS'];
  return ['READ', 'WRITE', 'DELETE', 'ACCESS'];
}

/** The grant that gives asked asset accesses: WRITE needs EDIT, READ and ACCESS need VIEW; DELETE is never granted. */
export function grantFor(accessTypes: readonly AccessType[]): GrantAccess {
  if (accessTypes.includes('DELETE')) {
    throw invalidField(
      'accessTypes',
      'DELETE stays with the owner and the managers; grant READ, WRITE or ACCESS',
    );
  }
  return accessTypes.includes('WRITE') ? 'EDIT' : 'VIEW';
}
