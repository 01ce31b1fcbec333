import { z } from 'zod';
import { AssetAccessType, SharedAccessType } from '../enums.ts';
import { pageOf } from '../paging.ts';
import { Id, IsoDate } from './common.ts';
import { UserSummary } from './users.ts';

export const GrantBody = z.object({ userId: Id, accessType: z.enum(SharedAccessType) });
export const RevokeBody = z.object({ userId: Id });

/** One EDIT or VIEW grant; a grant on a folder covers everything inside it. */
export const ShareGrant = z.object({
  id: Id,
  projectId: Id.nullable(),
  directoryId: Id.nullable().describe('set when the grant is on a folder (maybe an ancestor)'),
  user: UserSummary,
  accessType: z.enum(SharedAccessType),
  grantedBy: Id,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const GrantAnswer = z.object({ grant: ShareGrant });
export const GrantsAnswer = z.object({ grants: z.array(ShareGrant) });
export const PermissionsAnswer = z.object({ permissions: z.array(ShareGrant) });
export const GrantsPage = pageOf(ShareGrant);

/** Asset accesses: READ, WRITE, DELETE, ACCESS as a view of the grants (workspace-permissions.md). */
export const AssetType = z.enum(['PROJECT', 'DIRECTORY']);
export const AssetAccess = z.object({
  assetId: Id,
  assetType: AssetType,
  userId: Id,
  accessTypes: z.array(z.enum(AssetAccessType)),
});
export const AssetAccessQuery = z.object({ assetType: AssetType });
export const AssetAccessesAnswer = z.object({ assetAccesses: z.array(AssetAccess) });
export const AssetAccessAnswer = z.object({ assetAccess: AssetAccess });
export const AssetAccessBody = z.object({
  assetType: AssetType,
  userId: Id,
  accessTypes: z.array(z.enum(AssetAccessType)).min(1).max(4),
});
export const AssetAccessRevokeBody = z.object({ assetType: AssetType, userId: Id });
