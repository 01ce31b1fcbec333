import type { DirectoryType } from '@roomcraft/contract';

/** Query keys of the workspace; everything about projects sits under one root, invalidated together. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  design: (id: string) => [...projectKeys.all, 'design', id] as const,
  grants: (kind: 'PROJECT' | 'DIRECTORY', id: string) => [...projectKeys.all, 'grants', kind, id] as const,
  shareKeys: (projectId: string) => [...projectKeys.all, 'share-keys', projectId] as const,
  owners: (ids: readonly string[]) => [...projectKeys.all, 'owners', ...ids] as const,
};

export const folderKeys = {
  all: ['folders'] as const,
  tree: (type: DirectoryType | 'ALL', mode: 'mine' | 'shared', sort: string) =>
    [...folderKeys.all, type, mode, sort] as const,
  path: (id: string) => [...folderKeys.all, 'path', id] as const,
};

/** The public page's data: kept apart from the signed-in caches (no token is sent with it). */
export const publicKeys = {
  project: (id: string, key: string) => ['public-project', id, key] as const,
  portfolio: (id: string, key: string) => ['public-portfolio', id, key] as const,
};
