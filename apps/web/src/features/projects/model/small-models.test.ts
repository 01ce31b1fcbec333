import { describe, expect, it } from 'vitest';
import { coverProblem, formatBytes, MAX_COVER_BYTES } from './cover-file.ts';
import { draggedKind, readDragged, writeDragged } from './drag.ts';
import { shareLinkUrl } from './share-link.ts';
import { daysLeftInTrash } from './trash.ts';

function transfer() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    getData: (format: string) => data.get(format) ?? '',
    setData: (format: string, value: string) => void data.set(format, value),
  };
}

describe('cover files', () => {
  it('takes PNG, JPEG and WebP up to 10 MB', () => {
    expect(coverProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(coverProblem({ type: 'image/webp', size: MAX_COVER_BYTES })).toBeNull();
    expect(coverProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(coverProblem({ type: 'image/jpeg', size: MAX_COVER_BYTES + 1 })).toBe('size');
    expect(coverProblem({ type: 'image/jpeg', size: 0 })).toBe('empty');
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(3.4 * 1024 * 1024, 'en')).toBe('3.4 MB');
  });
});

describe('dragging', () => {
  it('carries projects and folders, and tells their kind while dragging', () => {
    const projects = transfer();
    writeDragged(projects, { kind: 'projects', ids: ['a', 'b'] });
    expect(draggedKind(projects)).toBe('projects');
    expect(readDragged(projects)).toEqual({ kind: 'projects', ids: ['a', 'b'] });
    const folder = transfer();
    writeDragged(folder, { kind: 'folder', id: 'f', type: 'PUBLIC' });
    expect(draggedKind(folder)).toBe('folder');
    expect(readDragged(folder)).toEqual({ kind: 'folder', id: 'f', type: 'PUBLIC' });
  });

  it('ignores drops from elsewhere', () => {
    const other = transfer();
    other.setData('text/plain', 'hello');
    expect(draggedKind(other)).toBeNull();
    expect(readDragged(other)).toBeNull();
    const broken = transfer();
    broken.setData('application/x-roomcraft-projects', '{not json');
    expect(readDragged(broken)).toBeNull();
  });
});

describe('share links and the trash', () => {
  it('links to the public page of this app', () => {
    expect(shareLinkUrl('https://app.example', 'p 1', 'k/+=')).toBe(
      'https://app.example/p/p%201?key=k%2F%2B%3D',
    );
  });

  it('counts the days a trashed project can still be restored', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(daysLeftInTrash('2026-03-10T11:00:00Z', 30, now)).toBe(30);
    expect(daysLeftInTrash('2026-02-08T13:00:00Z', 30, now)).toBe(1);
    expect(daysLeftInTrash('2026-01-01T00:00:00Z', 30, now)).toBe(0);
  });
});

describe('times', () => {
  it('says how long ago a project changed', async () => {
    const { timeAgo } = await import('./time.ts');
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:59:40Z', 'en', 'just now', now)).toBe('just now');
    expect(timeAgo('2026-03-10T09:00:00Z', 'en', '', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', 'en', '', now)).toBe('yesterday');
    expect(timeAgo('2026-03-09T12:00:00Z', 'ko', '', now)).toBe('어제');
    expect(timeAgo('2026-01-01T12:00:00Z', 'en', '', now)).toBe('2 months ago');
  });
});
