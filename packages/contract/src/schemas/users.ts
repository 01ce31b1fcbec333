import { z } from 'zod';
import { AccountState, UserRole, UserRoleRank } from '../enums.ts';
import { Email, Id, IsoDate, Nickname, Password } from './common.ts';

export const RoleRankValue = z.union(Object.values(UserRoleRank).map((v) => z.literal(v)));
export const Language = z.enum(['ko', 'en']);

export const User = z.object({
  id: Id,
  email: z.string(),
  nickname: z.string(),
  name: z.string().nullable(),
  /** String role of the spec (enterprise membership role). */
  role: z.enum(UserRole),
  /** Ranked role: PERSONAL 0, DESIGNER 1, MANAGER 2, ADMIN 3. */
  roleRank: RoleRankValue,
  enterpriseId: Id.nullable(),
  accountState: z.enum(AccountState),
  active: z.boolean(),
  salesAccount: z.boolean(),
  language: Language,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type User = z.infer<typeof User>;

/** What other people see of a user (search results, grants, members lists show more to managers). */
export const UserSummary = User.pick({
  id: true,
  email: true,
  nickname: true,
  name: true,
  enterpriseId: true,
});
export type UserSummary = z.infer<typeof UserSummary>;

export const UserAnswer = z.object({ user: User });
export const UsersAnswer = z.object({ users: z.array(User) });
export const UserSummariesAnswer = z.object({ users: z.array(UserSummary) });

export const UpdateMeBody = z
  .object({ nickname: Nickname, name: z.string().trim().max(100).nullable(), language: Language })
  .partial()
  .strict();

export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(200).optional().describe('required when changing your own password'),
  newPassword: Password,
});

export const ExistQuery = z
  .object({ nickname: Nickname.optional(), email: Email.optional() })
  .refine((q) => q.nickname !== undefined || q.email !== undefined, {
    message: 'give nickname or email',
    path: ['email'],
  });
export const ExistAnswer = z.object({ exist: z.boolean() });

export const IdsQuery = z.object({
  ids: z
    .string()
    .max(5000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
});

export const SearchTextParams = z.object({ text: z.string().trim().min(1).max(100) });
export const EmailParams = z.object({ address: z.string().trim().toLowerCase().max(254) });

export const SalesAccountBody = z.object({
  email: Email,
  nickname: Nickname,
  password: Password,
  name: z.string().trim().max(100).optional(),
});
export const UpdateSalesAccountBody = z
  .object({ nickname: Nickname, name: z.string().trim().max(100).nullable(), password: Password })
  .partial()
  .strict();

export const DeleteUserAnswer = z.object({ deleted: z.literal(true), projectsTransferredTo: Id.nullable() });
