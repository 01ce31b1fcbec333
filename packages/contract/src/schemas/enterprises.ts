import { z } from 'zod';
import { UserRole, UserRoleRank } from '../enums.ts';
import { Email, Id, IsoDate, Nickname, Password } from './common.ts';
import { User } from './users.ts';

/**
 * Each settings group: its fields (every PATCH sends any of them) and its defaults (what an
 * enterprise has before anyone changes it; stored settings are read over these).
 */
function settingsGroup<S extends z.ZodRawShape>(shape: S, defaults: z.infer<z.ZodObject<S>>) {
  const full = z.object(shape);
  return {
    schema: full,
    patch: full.partial().strict(),
    defaults,
    read: (stored: unknown) => full.parse({ ...defaults, ...(stored as object) }),
  };
}

export const ProductLibrarySettings = settingsGroup(
  {
    usePublicLibrary: z.boolean(),
    allowMembersToUpload: z.boolean(),
    defaultProductLevel: z.enum(['ADMIN', 'HIGH', 'MIDDLE', 'LOW']),
  },
  { usePublicLibrary: true, allowMembersToUpload: true, defaultProductLevel: 'MIDDLE' },
);
export const ProjectSettings = settingsGroup(
  {
    membersSeeEachOthersProjects: z.boolean(),
    defaultWallHeightMm: z.number().int().min(1800).max(6000),
    defaultWallThicknessMm: z.number().int().min(50).max(600),
    trashRetentionDays: z.number().int().min(1).max(365),
  },
  {
    membersSeeEachOthersProjects: false,
    defaultWallHeightMm: 2400,
    defaultWallThicknessMm: 120,
    trashRetentionDays: 30,
  },
);
export const WatermarkSettings = settingsGroup(
  {
    enabled: z.boolean(),
    text: z.string().max(100),
    position: z.enum(['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT', 'CENTER']),
    opacity: z.number().min(0).max(1),
  },
  { enabled: false, text: '', position: 'BOTTOM_RIGHT', opacity: 0.5 },
);

export const Enterprise = z.object({
  id: Id,
  name: z.string(),
  url: z.string().describe('the short name of its public page'),
  seats: z.number().int(),
  productLibrarySettings: ProductLibrarySettings.schema,
  projectSettings: ProjectSettings.schema,
  watermarkSettings: WatermarkSettings.schema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Enterprise = z.infer<typeof Enterprise>;
export const EnterpriseAnswer = z.object({ enterprise: Enterprise });
export const PublicEnterprise = Enterprise.pick({ id: true, name: true, url: true });
export const PublicEnterpriseAnswer = z.object({ enterprise: PublicEnterprise });
export const EnterprisesOfEmailAnswer = z.object({ enterprises: z.array(PublicEnterprise) });
export const PartnersAnswer = z.object({ partners: z.array(PublicEnterprise) });
export const PartnerBody = z.object({ partnerId: Id });

export const MembersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(UserRole).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const MembersPage = z.object({
  data: z.array(User),
  page: z.number().int(),
  size: z.number().int(),
  count: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export const CountAnswer = z.object({ totalCount: z.number().int() });

export const RankName = z.enum(Object.keys(UserRoleRank) as ['PERSONAL', 'DESIGNER', 'MANAGER', 'ADMIN']);
export const AddMemberBody = z.object({
  email: Email,
  nickname: Nickname,
  rank: z.enum(['DESIGNER', 'MANAGER', 'ADMIN']).default('DESIGNER'),
  password: Password.optional().describe('when absent the member sets one from the verification mail'),
});
export const ChangeRoleBody = z.object({ rank: z.enum(['DESIGNER', 'MANAGER', 'ADMIN']) });
