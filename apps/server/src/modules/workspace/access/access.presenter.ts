import { accessTypesOf, type Role } from './roles.ts';

/** The `access` of a detail answer: the caller's role and its asset-access view. */
export const presentAccess = (role: Role) => ({ role, accessTypes: accessTypesOf(role) });
