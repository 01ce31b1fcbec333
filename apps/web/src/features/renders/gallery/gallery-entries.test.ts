import type { Image, RenderJob } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { galleryEntries, lightboxImages } from './gallery-entries.ts';

const image = (id: string, type: Image['type'] = 'RENDER_SHOT'): Image =>
  ({
    id,
    name: id,
    type,
    imageUrl: `/api/v1/image/${id}/file`,
    resolution: { x: 256, y: 128 },
    createdAt: '2026-11-22T10:00:00.000Z',
  }) as Image;
const job = (
  id: string,
  state: RenderJob['state'],
  imageType: RenderJob['imageType'] = 'RENDER_SHOT',
  imageId: string | null = null,
) => ({ id, state, imageType, imageId, createdAt: `t-${id}`, sessionId: null }) as RenderJob;

const all = { type: null, characteristic: null } as const;
const keys = (entries: ReturnType<typeof galleryEntries>) => entries.map((e) => e.key);

describe('the gallery’s tiles', () => {
  const images = [
    image('shot'),
    image('pano', 'PANORAMA'),
    image('t1', 'TOUR_720'),
    image('t2', 'TOUR_720'),
    image('top', 'TOP_VIEW'),
  ];
  const jobs = [
    job('running', 'RUNNING'),
    job('queued', 'QUEUED', 'PANORAMA'),
    job('failed', 'FAILED'),
    job('done', 'DONE', 'RENDER_SHOT', 'shot'),
  ];

  it('shows jobs under way first, then pictures, a tour as one tile', () => {
    const entries = galleryEntries(images, jobs, { ...all, status: 'all' });
    expect(keys(entries)).toEqual([
      'job:running',
      'job:queued',
      'image:shot',
      'image:pano',
      'tour:others',
      'image:top',
    ]);
    expect(lightboxImages(entries).map((i) => i.id)).toEqual(['shot', 'pano', 'top']);
  });

  it('filters by status and by type', () => {
    expect(keys(galleryEntries(images, jobs, { ...all, status: 'failed' }))).toEqual(['job:failed']);
    expect(keys(galleryEntries(images, jobs, { ...all, status: 'active' }))).toEqual([
      'job:running',
      'job:queued',
    ]);
    expect(keys(galleryEntries(images, jobs, { ...all, status: 'done' }))).toHaveLength(4);
    // The server filters pictures by type; the jobs are filtered here.
    const panoramas = galleryEntries([images[1]!], jobs, { ...all, type: 'PANORAMA', status: 'all' });
    expect(keys(panoramas)).toEqual(['job:queued', 'image:pano']);
    // Only finished pictures show products: the server filters them, jobs under way stay out.
    const shoppable = galleryEntries([images[0]!], jobs, { ...all, characteristic: 'ITEM', status: 'all' });
    expect(keys(shoppable)).toEqual(['image:shot']);
  });
});
