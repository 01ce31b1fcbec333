import { libraryTagRoutes as r, TagTargetResource, UserRoleRank } from '@roomcraft/contract';
import { forbidden, notFound } from '../../../http/errors.ts';
import { bind } from '../../../http/routes.ts';
import { newId } from '../../../lib/ids.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Visibility } from '../visibility.ts';
import type { TagsRepository } from './tags.repository.ts';

type TagRow = NonNullable<Awaited<ReturnType<TagsRepository['byValue']>>>;
type GroupRow = NonNullable<Awaited<ReturnType<TagsRepository['group']>>>;

/**
 * Whose tags a call reads or writes: the named enterprise (its members read, managers change groups)
 * or the caller's own personal tags.
 */
function ownerOf(user: UserRow, enterpriseId: string | undefined, write = false): string {
  if (!enterpriseId) return user.id;
  if (user.enterprise_id !== enterpriseId) throw notFound('enterprise');
  if (write && user.role_rank < UserRoleRank.MANAGER)
    throw forbidden('Only managers change enterprise tag groups.');
  return enterpriseId;
}

const presentTag = (row: TagRow) => ({
  id: row.id,
  ownerId: row.owner_id,
  value: row.value,
  totalCount: Number(row.total_count),
  counts: Object.fromEntries(TagTargetResource.map((type) => [type, Number(row[type])])) as Record<
    (typeof TagTargetResource)[number],
    number
  >,
  createdAt: row.created_at.toISOString(),
  lastTaggedAt: row.last_tagged_at.toISOString(),
});

const presentGroup = (row: GroupRow) => ({
  id: row.id,
  ownerId: row.owner_id,
  name: row.name,
  tags: row.tags as string[],
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export function tagBindings(tags: TagsRepository, visibility: Visibility) {
  const scopeOf = (user: UserRow) => visibility.scopeOf({ kind: 'user', user });
  const writableGroup = async (user: UserRow, id: string) => {
    const group = await tags.group(id);
    if (!group || (group.owner_id !== user.id && group.owner_id !== user.enterprise_id))
      throw notFound('tag group');
    ownerOf(user, group.owner_id === user.id ? undefined : group.owner_id, true);
    return group;
  };
  const updateGroup = async (user: UserRow, id: string, change: { name?: string; tags?: string[] }) => {
    await writableGroup(user, id);
    await tags.updateGroup(id, change);
    return { tagGroup: presentGroup((await tags.group(id))!) };
  };
  const removeGroup = async (user: UserRow, id: string) => {
    await writableGroup(user, id);
    await tags.deleteGroup(id);
    return { ok: true as const };
  };
  return [
    bind(r.list, async ({ user, query }) => ({
      tags: (
        await tags.list(await scopeOf(user), ownerOf(user, query.enterpriseId), query, query.sortBy)
      ).map(presentTag),
    })),
    bind(r.get, async ({ user, params, query }) => {
      const scope = await scopeOf(user);
      const tag = await tags.byValue(scope, ownerOf(user, query.enterpriseId), params.value);
      if (!tag) throw notFound('tag');
      const targets = await tags.targets(scope, tag.id);
      return {
        tag: presentTag(tag),
        targets: targets.map((t) => ({
          targetType: t.target_type as (typeof TagTargetResource)[number],
          targetId: t.target_id,
        })),
      };
    }),
    bind(r.groups, async ({ user, query }) => ({
      tagGroups: (await tags.groups(ownerOf(user, query.enterpriseId))).map(presentGroup),
    })),
    bind(r.createGroup, async ({ user, body }) => {
      const id = newId();
      await tags.insertGroup({
        id,
        owner_id: ownerOf(user, body.enterpriseId, true),
        name: body.name,
        tags: body.tags,
      });
      return { tagGroup: presentGroup((await tags.group(id))!) };
    }),
    bind(r.updateGroup, async ({ user, params, body }) => updateGroup(user, params.id, body)),
    bind(r.updateGroupByBody, async ({ user, body: { id, ...change } }) => updateGroup(user, id, change)),
    bind(r.removeGroup, async ({ user, params }) => removeGroup(user, params.id)),
    bind(r.removeGroupByBody, async ({ user, body }) => removeGroup(user, body.id)),
  ];
}
