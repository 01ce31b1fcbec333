import { z } from 'zod';
import { TagSortOption, TagTargetResource } from '../enums.ts';
import { Id, IsoDate } from './common.ts';

export const TagValue = z.string().trim().min(1).max(50);
export const Tag = z.object({
  id: Id,
  ownerId: Id,
  value: z.string(),
  totalCount: z.number().int(),
  counts: z.record(z.enum(TagTargetResource), z.number().int()).describe('taggings per target resource'),
  createdAt: IsoDate,
  lastTaggedAt: IsoDate,
});
export const TagsAnswer = z.object({ tags: z.array(Tag) });
export const TagAnswer = z.object({
  tag: Tag,
  targets: z.array(z.object({ targetType: z.enum(TagTargetResource), targetId: Id })),
});
export const TagsQuery = z.object({
  partialValue: z.string().trim().max(50).optional(),
  enterpriseId: Id.optional().describe(
    'the enterprise’s tags; the caller’s own (or the public ones) when absent',
  ),
  sortBy: z.enum(TagSortOption).default('NAME_ASC'),
  targetType: z.enum(TagTargetResource).optional(),
});
export const TagValueParams = z.object({ value: TagValue });
export const TagOwnerQuery = z.object({ enterpriseId: Id.optional() });

export const TagGroup = z.object({
  id: Id,
  ownerId: Id,
  name: z.string(),
  tags: z.array(z.string()),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const TagGroupAnswer = z.object({ tagGroup: TagGroup });
export const TagGroupsAnswer = z.object({ tagGroups: z.array(TagGroup) });
export const CreateTagGroupBody = z
  .object({
    enterpriseId: Id.optional().describe('an enterprise group (managers); a personal one when absent'),
    name: z.string().trim().min(1).max(100),
    tags: z.array(TagValue).max(100).default([]),
  })
  .strict();
export const UpdateTagGroupBody = z
  .object({ name: z.string().trim().min(1).max(100), tags: z.array(TagValue).max(100) })
  .partial()
  .strict();
/** The specification's `PATCH /v1/tagGroups`: the group's id goes in the body. */
export const UpdateTagGroupByBody = UpdateTagGroupBody.extend({ id: Id }).strict();
/** The specification's `DELETE /v1/tagGroups`: the group's id goes in the body. */
export const RemoveTagGroupBody = z.object({ id: Id }).strict();
