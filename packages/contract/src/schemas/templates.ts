import { z } from 'zod';
import { RoomType, TemplateScope, TemplateStatus, TemplateStyle } from '../enums.ts';
import { MAX_PAGE_SIZE, pageOf } from '../paging.ts';
import { Id, IsoDate } from './common.ts';
import { Image } from './images.ts';
import { CommaList } from './library.ts';

/** Templates: the spec's Templates section (docs/decisions/templates.md). */

const Point = z.object({ x: z.number().finite(), y: z.number().finite() });

/** A door or window of the template's room, kept so fitting and auto-furnish can keep clear of it. */
export const TemplateOpening = z.object({
  kind: z.enum(['door', 'window']),
  editorTypeCode: z.number().int(),
  /** Centre on the outline, mm from the outline's top-left. */
  at: Point,
  width: z.number(),
  /** The outline edge it sits on (edge i runs from point i to point i + 1). */
  edge: z.number().int(),
  /** How far a door sweeps into the room, mm (0 for windows and sliding doors). */
  swing: z.number(),
});

/** The room a template was taken from: its clear outline (mm, from the outline's top-left), height and openings. */
export const TemplateRoom = z.object({
  outline: z.array(Point),
  height: z.number(),
  openings: z.array(TemplateOpening),
});

/** A placed product of a template, relative to the room's outline. */
export const TemplateProduct = z.object({
  productId: Id,
  editorTypeCode: z.number().int(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  rotation: z.object({ z: z.number(), x: z.number().optional(), y: z.number().optional() }),
  scale: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  optionId: Id.optional(),
  /** Footprint of the product at scale 1, mm (from the library when the template was made). */
  size: z.object({ width: z.number(), depth: z.number(), height: z.number() }).optional(),
  nickname: z.string().optional(),
});
export type TemplateProduct = z.infer<typeof TemplateProduct>;

export const TemplateFinishes = z.object({
  floor: z.unknown().optional(),
  ceiling: z.unknown().optional(),
});

/** What a list shows of a template. */
export const TemplateSummary = z.object({
  id: Id,
  groupId: Id.nullable(),
  scope: z.enum(TemplateScope),
  status: z.enum(TemplateStatus).nullable(),
  name: z.string(),
  description: z.string(),
  style: z.enum(TemplateStyle),
  roomType: z.string(),
  roomSize: z.number().describe('m²'),
  roomWidth: z.number().describe('mm'),
  roomDepth: z.number().describe('mm'),
  tags: z.array(z.string()),
  outline: z.array(Point),
  productCount: z.number().int(),
  coverImageIds: z.array(Id),
  author: z.object({ id: Id, nickname: z.string() }),
  enterpriseId: Id.nullable(),
  directoryId: Id.nullable(),
  sourceProjectId: Id.nullable(),
  copyEnabled: z.boolean(),
  isSelected: z.boolean(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  publishedAt: IsoDate.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

/** A template read by id: everything, with the products kept to EditorTypeCode 10, 20, 30, 40 (spec). */
export const Template = TemplateSummary.extend({
  room: TemplateRoom,
  products: z.array(TemplateProduct),
  finishes: TemplateFinishes,
  /** The publication states the caller may move it to now (DRAFT: back to a personal draft). */
  transitions: z.array(z.enum([...TemplateStatus, 'DRAFT'])),
  /** Whether the caller may change its content now. */
  editable: z.boolean(),
});
export type Template = z.infer<typeof Template>;

export const TemplateAnswer = z.object({ template: Template });
export const TemplatesAnswer = z.object({ templates: z.array(Template) });
export const TemplatePage = pageOf(TemplateSummary);
export type TemplatePage = z.infer<typeof TemplatePage>;

/** The sort of a list: the named form (nameAsc…) or the paired form (`name,asc`, `createdAt,desc`…). */
export const TemplateSortBy = z.string().transform((value, ctx) => {
  const named = /^(name|updated|created)(Asc|Desc)$/.exec(value);
  const paired = /^(name|createdAt|updatedAt)[,:](asc|desc)$/i.exec(value);
  const match = named ?? paired;
  if (!match) {
    ctx.addIssue({
      code: 'custom',
      message:
        'use nameAsc, nameDesc, updatedDesc, updatedAsc, createdDesc, createdAsc, or name|createdAt|updatedAt with ,asc or ,desc',
    });
    return z.NEVER;
  }
  const field = match[1]!.replace(/At$/, '') as 'name' | 'updated' | 'created';
  return { field, direction: match[2]!.toLowerCase() as 'asc' | 'desc' };
});
export type TemplateSort = { field: 'name' | 'updated' | 'created'; direction: 'asc' | 'desc' };

const listOf = <T extends z.ZodType<unknown, string>>(item: T) => CommaList.pipe(z.array(item));
const Bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const Paging = {
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** The spec's template filter; every list takes the parts that make sense for it. */
export const TemplateFilter = z
  .object({
    scopes: listOf(z.enum(TemplateScope)).optional(),
    styles: listOf(z.enum(TemplateStyle)).optional(),
    roomTypes: listOf(z.enum(RoomType)).optional(),
    roomSizeLowerBound: z.coerce.number().min(0).optional(),
    roomSizeUpperBound: z.coerce.number().min(0).optional(),
    name: z.string().trim().max(100).optional(),
    tags: listOf(z.string().max(60)).optional(),
    statuses: listOf(z.enum(TemplateStatus)).optional(),
    status: z.enum(TemplateStatus).optional(),
    sortBy: TemplateSortBy.optional(),
    userName: z.string().trim().max(100).optional(),
    userId: Id.optional(),
    createdAtAfter: z.iso.datetime({ offset: true }).optional(),
    createdAtBefore: z.iso.datetime({ offset: true }).optional(),
    updatedAtAfter: z.iso.datetime({ offset: true }).optional(),
    updatedAtBefore: z.iso.datetime({ offset: true }).optional(),
    isSelected: Bool.optional(),
    ...Paging,
  })
  .superRefine((f, ctx) => {
    if (
      f.roomSizeLowerBound !== undefined &&
      f.roomSizeUpperBound !== undefined &&
      f.roomSizeLowerBound > f.roomSizeUpperBound
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['roomSizeLowerBound'],
        message: 'is above roomSizeUpperBound',
      });
    }
  });
export type TemplateFilter = z.output<typeof TemplateFilter>;

export const PageOnly = z.object(Paging);
export const ScopesQuery = z.object({ scopes: listOf(z.enum(TemplateScope)).optional() });
export const RoomSizeMaxQuery = ScopesQuery.extend({ roomTypes: listOf(z.enum(RoomType)).optional() });
export const StylesQuery = ScopesQuery.extend({ roomType: z.enum(RoomType).optional() });
export const PublicRoomQuery = z.object({ enterpriseId: Id.optional() });
export const TemplateIdsParams = z.object({ ids: CommaList.pipe(z.array(Id).min(1).max(100)) });

export const RoomCount = z.object({ roomType: z.string(), count: z.number().int() });
export const RoomsAnswer = z.object({ rooms: z.array(RoomCount) });
export const RoomSizeMaxAnswer = z.object({ maxRoomSize: z.number().describe('m², 0 when none') });
export const StylesAnswer = z.object({
  styles: z.array(z.object({ style: z.enum(TemplateStyle), count: z.number().int() })),
});
export const TotalCountAnswer = z.object({ totalCount: z.number().int() });

/** Save a room of a project's design (or a selection of its items) as a template. */
export const CreateTemplateBody = z
  .object({
    projectId: Id,
    floorId: Id.optional().describe('the active floor when left out'),
    roomId: Id.describe("the room's archiId in the design"),
    itemIds: z
      .array(Id)
      .max(3000)
      .optional()
      .describe('only these items (a selection); all in the room when left out'),
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(2000).optional(),
    style: z.enum(TemplateStyle),
    tags: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
    coverImageIds: z.array(Id).max(10).optional(),
    directoryId: Id.optional(),
    groupId: Id.optional(),
  })
  .strict();
export type CreateTemplateBody = z.infer<typeof CreateTemplateBody>;

export const UpdateTemplateBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(2000),
    style: z.enum(TemplateStyle),
    roomType: z.enum(RoomType),
    tags: z.array(z.string().trim().min(1).max(60)).max(30),
    coverImageIds: z.array(Id).max(10),
    groupId: Id.nullable(),
    isSelected: z.boolean(),
    /** A publication request (REQUESTED, with `scope` from a draft) or a withdrawal (null). */
    status: z.enum(TemplateStatus).nullable(),
    scope: z.enum(['ENTERPRISE', 'PUBLIC']),
  })
  .partial()
  .strict();
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBody>;

export const MoveTemplateBody = z.object({ directoryId: Id.nullable() }).strict();

export const HistoryEntry = z.object({
  id: Id,
  modifiedBy: z.object({ id: Id.nullable(), name: z.string() }),
  modifiedFields: z.array(z.string()),
  createdAt: IsoDate,
});
export const HistoryAnswer = z.object({ history: z.array(HistoryEntry) });

export const TemplateComment = z.object({
  id: Id,
  templateId: Id,
  author: z.object({ id: Id.nullable(), name: z.string(), operator: z.boolean() }),
  content: z.string(),
  status: z.enum(TemplateStatus).nullable(),
  createdAt: IsoDate,
});
export const CommentsAnswer = z.object({ comments: z.array(TemplateComment) });
export const CommentAnswer = z.object({ comment: TemplateComment, template: Template });
export const CreateCommentBody = z
  .object({
    content: z.string().trim().max(2000).default(''),
    /** A review decision or a resubmission carried by the comment. */
    status: z.enum(TemplateStatus).optional(),
  })
  .strict()
  .refine((b) => b.content.length > 0 || b.status !== undefined, {
    path: ['content'],
    message: 'write something, or carry a status',
  });

export const LikeAnswer = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const TemplateGroup = z.object({
  id: Id,
  name: z.string(),
  scope: z.enum(TemplateScope),
  enterpriseId: Id.nullable(),
  copyEnabled: z.boolean(),
  isSelected: z.boolean(),
  templates: z.array(TemplateSummary),
});
export const CreateTemplateGroupBody = z
  .object({ name: z.string().trim().min(1).max(100), templateIds: z.array(Id).min(1).max(100) })
  .strict();
export const UpdateTemplateGroupBody = z
  .object({ name: z.string().trim().min(1).max(100), isSelected: z.boolean() })
  .partial()
  .strict();
export const TemplateGroupAnswer = z.object({ templateGroup: TemplateGroup });
export const TemplateGroupsAnswer = z.object({ templateGroups: z.array(TemplateGroup) });

const WallVector = z.object({ start: Point, end: Point });
export const RenderingsInRoomBody = z
  .object({ projectId: Id, wallVectors: z.array(WallVector).min(3).max(200) })
  .strict();
export const RenderingsAnswer = z.object({ renderings: z.array(Image) });

export const TemplateDirectory = z.object({
  id: Id,
  scope: z.enum(TemplateScope),
  parentId: Id.nullable(),
  name: z.string(),
  ownerId: Id,
  enterpriseId: Id.nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const TemplateDirectoryAnswer = z.object({ directory: TemplateDirectory });
export const TemplateDirectoriesAnswer = z.object({ directories: z.array(TemplateDirectory) });
export const TemplateDirectoryDetailAnswer = z.object({
  directory: TemplateDirectory,
  directories: z.array(TemplateDirectory),
  templates: TemplatePage,
});
export const CreateTemplateDirectoryBody = z
  .object({ name: z.string().trim().min(1).max(100), parentId: Id.nullable().optional() })
  .strict();
export const RenameTemplateDirectoryBody = z.object({ name: z.string().trim().min(1).max(100) }).strict();
export const MoveTemplateDirectoryBody = z.object({ parentId: Id.nullable() }).strict();
