import { z } from 'zod';
import { DirectoryOrder } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { AccessSummary } from './workspace-projects.ts';

/** PERSONAL and PUBLIC folders belong to one user; ENTERPRISE (team) folders to a team. */
export const DirectoryType = z.enum(['PERSONAL', 'ENTERPRISE', 'PUBLIC']);
export type DirectoryType = z.infer<typeof DirectoryType>;
export const DirectoryName = z.string().trim().min(1).max(100);

export const Directory = z.object({
  id: Id,
  type: DirectoryType,
  name: z.string(),
  parentId: Id.nullable(),
  userId: Id.describe('the owner of the tree'),
  enterpriseId: Id.nullable(),
  position: z.number().int().describe('place among its siblings in the CUSTOM order'),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Directory = z.infer<typeof Directory>;
export const DirectoryAnswer = z.object({ directory: Directory });
export const DirectoryDetailAnswer = z.object({ directory: Directory, access: AccessSummary });
export const DirectoriesAnswer = z.object({ directories: z.array(Directory) });

export const DirectoryListQuery = z.object({
  type: DirectoryType.optional().describe('only folders of this type; every type when absent'),
  sort: z.enum(DirectoryOrder).default('CUSTOM_ASC'),
});

export const CreateDirectoryBody = z.object({
  name: DirectoryName,
  type: DirectoryType,
  parentId: Id.nullable().optional(),
});

/** Rename, move (parentId, null for the top level) and reorder (position among the siblings). */
export const UpdateDirectoryBody = z
  .object({
    name: DirectoryName,
    parentId: Id.nullable(),
    position: z.number().int().min(0).max(100_000),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'change at least one field' });
export type UpdateDirectoryBody = z.infer<typeof UpdateDirectoryBody>;
