import type { Directory } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  dropAt,
  folderDropChange,
  folderToTop,
  folderTrail,
  isSelfOrInside,
} from './folder-tree.ts';

const folder = (
  id: string,
  parentId: string | null,
  position: number,
  type: Directory['type'] = 'PERSONAL',
): Directory => ({
  id,
  type,
  name: id,
  parentId,
  userId: 'u1',
  enterpriseId: null,
  position,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

// Homes [Kim, Lee [Bath]], Offices, Shops
const folders = [
  folder('homes', null, 0),
  folder('offices', null, 1),
  folder('shops', null, 2),
  folder('kim', 'homes', 0),
  folder('lee', 'homes', 1),
  folder('bath', 'lee', 0),
];

const names = (nodes: ReturnType<typeof buildFolderTree>): unknown =>
  nodes.map((n) => (n.children.length ? { [n.folder.id]: names(n.children) } : n.folder.id));

describe('the folder tree', () => {
  it('nests folders under their parents in the listed order', () => {
    expect(names(buildFolderTree(folders))).toEqual([
      { homes: ['kim', { lee: ['bath'] }] },
      'offices',
      'shops',
    ]);
    expect(buildFolderTree(folders)[0]!.children[1]!.children[0]!.depth).toBe(2);
  });

  it('shows a folder whose parent is not listed at the top, and survives a cycle', () => {
    expect(names(buildFolderTree([folder('orphan', 'gone', 0)]))).toEqual(['orphan']);
    const cycle = [folder('a', 'b', 0), folder('b', 'a', 0), folder('c', null, 0)];
    expect(names(buildFolderTree(cycle))).toEqual(['c']);
  });

  it('gives the trail from the top to a folder for breadcrumbs', () => {
    expect(folderTrail(folders, 'bath').map((f) => f.id)).toEqual(['homes', 'lee', 'bath']);
    expect(folderTrail(folders, 'nope')).toEqual([]);
    expect(isSelfOrInside(folders, 'homes', 'bath')).toBe(true);
    expect(isSelfOrInside(folders, 'homes', 'homes')).toBe(true);
    expect(isSelfOrInside(folders, 'lee', 'kim')).toBe(false);
  });
});

describe('dropping a folder', () => {
  it('reads the top and bottom edges of a row as before and after', () => {
    expect(dropAt(2, 32, true)).toBe('before');
    expect(dropAt(16, 32, true)).toBe('inside');
    expect(dropAt(30, 32, true)).toBe('after');
    expect(dropAt(2, 32, false)).toBe('inside');
  });

  it('moves a folder into another', () => {
    expect(folderDropChange(folders, 'shops', 'kim', 'inside')).toEqual({ parentId: 'kim' });
  });

  it('refuses a move into itself or below itself, and a move that changes nothing', () => {
    expect(folderDropChange(folders, 'homes', 'homes', 'inside')).toBeNull();
    expect(folderDropChange(folders, 'homes', 'bath', 'inside')).toBeNull();
    expect(folderDropChange(folders, 'homes', 'bath', 'before')).toBeNull();
    expect(folderDropChange(folders, 'kim', 'homes', 'inside')).toBeNull();
    expect(folderDropChange(folders, 'offices', 'homes', 'after')).toBeNull();
    expect(folderDropChange(folders, 'offices', 'shops', 'before')).toBeNull();
  });

  it('reorders among siblings by the index the server expects (without the folder itself)', () => {
    expect(folderDropChange(folders, 'shops', 'homes', 'before')).toEqual({ position: 0 });
    expect(folderDropChange(folders, 'homes', 'shops', 'after')).toEqual({ position: 2 });
    expect(folderDropChange(folders, 'homes', 'offices', 'after')).toEqual({ position: 1 });
  });

  it('moves and places a folder beside one in another parent', () => {
    expect(folderDropChange(folders, 'offices', 'lee', 'before')).toEqual({ parentId: 'homes', position: 1 });
    expect(folderDropChange(folders, 'bath', 'offices', 'after')).toEqual({ parentId: null, position: 2 });
  });

  it('never moves a folder into another tree', () => {
    const team = [...folders, folder('team', null, 0, 'ENTERPRISE')];
    expect(folderDropChange(team, 'homes', 'team', 'inside')).toBeNull();
  });

  it('moves a folder to the top level', () => {
    expect(folderToTop(folders, 'bath')).toEqual({ parentId: null });
    expect(folderToTop(folders, 'homes')).toBeNull();
  });
});
