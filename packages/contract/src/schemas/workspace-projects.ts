import { DesignSchema, StoredDesignSchema } from '@roomcraft/scene';
import { z } from 'zod';
import { AssetAccessType, ImageCharacteristic, ImageType, ProjectState } from '../enums.ts';
import { MAX_PAGE_SIZE, PageQuery, pageOf } from '../paging.ts';
import { Id, IsoDate } from './common.ts';
import { FromMap, FromMapInput } from './maps.ts';

export const ProjectStateValue = z.union(Object.values(ProjectState).map((v) => z.literal(v)));
/** The states a person works with: active (0) and in the trash (1); a purged project is gone. */
const LiveState = z.union([z.literal(ProjectState.ACTIVATED), z.literal(ProjectState.DEACTIVATED)]);
export const ProjectName = z.string().trim().min(1).max(100);
export const ProjectDescription = z.string().trim().max(2000);
/**
 * A design document as answered: always the current version, loaded through the scene package's
 * `loadStoredDesign` (its schema is owned by @roomcraft/scene, docs/decisions/design-document.md).
 */
export const DesignDocument = DesignSchema;
/** A design document as sent: any version, upgraded, then held to the current shape. */
export const DesignDocumentInput = StoredDesignSchema;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** URLs of a project's cover image and of its 550-pixel-wide thumbnail. */
export const CoverImage = z.object({ url: z.string(), thumbnailUrl: z.string() });

export const Project = z.object({
  id: Id,
  enterpriseId: Id.nullable(),
  userId: Id.describe('the owner'),
  name: z.string(),
  description: z.string(),
  state: ProjectStateValue.describe('0 active, 1 in the trash, 2 purged'),
  directoryIds: z.array(Id).describe("the owner's folder holding it (zero or one)"),
  teamDirectoryIds: z.array(Id).describe('the team folder holding it (zero or one)'),
  coverImage: CoverImage.nullable(),
  originalProjectId: Id.nullable().describe('set on copies'),
  fromMap: FromMap.nullable().describe('the map floor plan the project started from'),
  bookmark: z.boolean().describe('bookmarked by the caller'),
  teamBookmark: z.boolean().describe("bookmarked by the caller's team"),
  selected: z.boolean(),
  designVersion: z.number().int(),
  trashedAt: IsoDate.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Project = z.infer<typeof Project>;
export const ProjectAnswer = z.object({ project: Project });

/** Who someone is to a project (docs/decisions/workspace-permissions.md). */
export const ProjectRole = z.enum(['OWNER', 'MANAGER', 'EDIT', 'VIEW']);
export type ProjectRole = z.infer<typeof ProjectRole>;

/** A project in a list, with its owner and what the caller may do with it, so a list needs no other call. */
export const ProjectListItem = Project.extend({
  owner: z.object({ id: Id, nickname: z.string() }),
  role: ProjectRole.describe(
    "the caller's role: VIEW opens, EDIT also saves, OWNER and MANAGER do everything",
  ),
});
export type ProjectListItem = z.infer<typeof ProjectListItem>;
export const ProjectsPage = pageOf(ProjectListItem);

/** What the caller may do: its role and the asset-access view of it (docs/decisions/workspace-permissions.md). */
export const AccessSummary = z.object({
  role: ProjectRole,
  accessTypes: z.array(z.enum(AssetAccessType)),
});
export const ProjectDetailAnswer = z.object({ project: Project, access: AccessSummary });

export const ProjectSort = z.enum([
  'UPDATED_AT_DESC',
  'UPDATED_AT_ASC',
  'CREATED_AT_DESC',
  'CREATED_AT_ASC',
  'NAME_ASC',
  'NAME_DESC',
  'ID_ASC',
  'ID_DESC',
]);

/** A folder filter, optionally reaching every folder below it. */
const FolderFilter = {
  directoryId: Id.optional(),
  includeSubdirectories: booleanFlag
    .optional()
    .describe('with directoryId: also the folders inside it, at any depth'),
};
const needsFolder = <T extends { directoryId?: string; includeSubdirectories?: boolean }>(query: T) =>
  !query.includeSubdirectories || query.directoryId !== undefined;
const needsFolderIssue = { message: 'needs directoryId', path: ['includeSubdirectories'] };

/** The spec's project filters: directoryId, name, state, selected, days (changed in the last N days). */
export const ProjectListQuery = PageQuery.extend({
  ...FolderFilter,
  name: z.string().trim().min(1).max(100).optional().describe('part of the name, any case'),
  state: z.coerce
    .number()
    .pipe(LiveState)
    .default(ProjectState.ACTIVATED)
    .describe('0 active, 1 in the trash; purged projects are listed nowhere'),
  selected: booleanFlag.optional(),
  days: z.coerce.number().int().min(1).max(3650).optional().describe('changed in the last N days'),
  sort: ProjectSort.default('UPDATED_AT_DESC'),
}).refine(needsFolder, needsFolderIssue);
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

export const SharedProjectListQuery = PageQuery.extend({
  ...FolderFilter,
  name: z.string().trim().min(1).max(100).optional(),
}).refine(needsFolder, needsFolderIssue);

export const TeamMemberParams = z.object({ id: Id, u: Id });

export const CreateProjectBody = z.object({
  name: ProjectName,
  description: ProjectDescription.optional(),
  directoryId: Id.nullable().optional(),
  teamDirectoryId: Id.nullable().optional(),
  design: DesignDocumentInput.optional(),
  fromMap: FromMapInput.optional().describe('start from a completed map floor plan (instead of design)'),
});

export const UpdateProjectBody = z
  .object({
    name: ProjectName,
    description: ProjectDescription,
    state: LiveState,
    selected: z.boolean(),
    directoryId: Id.nullable(),
    teamDirectoryId: Id.nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'change at least one field' });
export type UpdateProjectBody = z.infer<typeof UpdateProjectBody>;

export const CopyProjectBody = z.object({ name: ProjectName.optional() }).nullish();

export const DesignAnswer = z.object({
  version: z.number().int(),
  design: DesignDocument,
  updatedAt: IsoDate,
});
export const SaveDesignBody = z.object({
  version: z.number().int().min(1).describe('the version this design was based on'),
  design: DesignDocumentInput,
});
export const SavedDesignAnswer = z.object({ version: z.number().int(), updatedAt: IsoDate });

/**
 * A rendering of a project: a finished image (COMPLETED), or a render job still under way (CREATING)
 * or failed (FAILED), whose `id` is then the job's. Field names follow the compatibility notes.
 */
export const ProjectRendering = z.object({
  id: Id,
  userId: Id,
  name: z.string(),
  type: z.enum(ImageType),
  status: z.enum(['CREATING', 'COMPLETED', 'FAILED']),
  imageUrl: z.string().nullable().describe('null until the image exists'),
  thumbnailUrl: z.string().nullable(),
  floorplanId: z.string().nullable(),
  resolution: z.object({ x: z.number().int(), y: z.number().int() }),
  renderJobId: Id.nullable(),
  /** A 720° tour's panoramas, in the order the queue renders them (the tour's own id is its first). */
  panoramaImageIds: z.array(Id).optional(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const RenderingsPage = pageOf(ProjectRendering);
export const RenderingsQuery = z.object({
  type: z.enum(ImageType).optional(),
  status: z.enum(['CREATING', 'COMPLETED', 'FAILED']).optional(),
  characteristic: z.enum(ImageCharacteristic).optional(),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const ToursQuery = PageQuery.extend({ projectId: Id.optional() });

export const ProjectStatDay = z.object({
  date: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export const LastWeekAnswer = z.object({
  stat: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    days: z.array(ProjectStatDay).describe('the last seven days, oldest first (UTC)'),
  }),
});

export const ProjectRoomTypesAnswer = z.object({
  roomTypes: z.array(
    z.object({ roomType: z.string().describe('a RoomType value or custom:<id>'), count: z.number().int() }),
  ),
});

/**
 * The body of `PUT /v2/projects/{id}/cover`: one multipart file in `field`, a PNG, JPEG or WebP of
 * at most `maxBytes`. The server reads it by these numbers and the web checks a file by them first.
 */
export const CoverUpload = {
  field: 'coverImage',
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const BookmarkUserParams = z.object({ id: Id, userId: Id });
export const BookmarkTeamParams = z.object({ id: Id, teamId: Id });
export const CoverParams = z.object({ coverId: Id });
