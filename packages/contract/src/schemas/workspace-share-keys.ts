import { z } from 'zod';
import { PageQuery, pageOf } from '../paging.ts';
import { Id, IsoDate } from './common.ts';
import { CoverImage, DesignDocument, ProjectRendering } from './workspace-projects.ts';

/** PUBLIC keys also publish the project's portfolio; UNLISTED keys only open it by the link. */
export const ShareKeyVisibility = z.enum(['PUBLIC', 'UNLISTED']);
export const ShareKey = z.object({
  id: Id,
  key: z.string().describe('the secret of the link: /v1/public/projects/{projectId}/detail?shareKey={key}'),
  projectId: Id,
  visibility: ShareKeyVisibility,
  createdBy: Id,
  createdAt: IsoDate,
});
export const ShareKeyAnswer = z.object({ shareKey: ShareKey });
export const ShareKeysAnswer = z.object({ shareKeys: z.array(ShareKey) });
export const ShareKeysPage = pageOf(ShareKey);
export const CreateShareKeyBody = z.object({
  projectId: Id,
  visibility: ShareKeyVisibility.default('UNLISTED'),
});

const IdList = z
  .string()
  .max(5000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Id).max(200));

export const ShareKeysQuery = PageQuery.extend({
  onlyPublic: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  projectIds: IdList.optional().describe('comma-joined'),
  sort: z.enum(['createdAt,desc', 'createdAt,asc']).default('createdAt,desc'),
});
export const ProjectShareKeysQuery = z.object({ projectId: Id });
export const PublicDetailQuery = z.object({ shareKey: z.string().min(1).max(200) });

/** What anyone holding a link sees of a project: no owner, no folders, no grants. */
export const PublicProject = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  coverImage: CoverImage.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const PublicProjectAnswer = z.object({
  project: PublicProject,
  designVersion: z.number().int(),
  design: DesignDocument,
});
export const PortfolioQuery = z.object({
  shareKey: z.string().min(1).max(200).optional().describe('opens the portfolio of a project shared by link'),
});
export const PortfolioAnswer = z.object({
  portfolio: z.object({
    project: PublicProject.extend({
      coverRenderImageId: Id.nullable().describe('the render shown as the cover when no cover was uploaded'),
    }).describe('with its cover and description'),
    renders: z.array(ProjectRendering).describe("the project's finished renders, newest first"),
  }),
});
