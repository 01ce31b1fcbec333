import type { Image, RenderJob } from '@roomcraft/contract';
import type { ImageFilter } from '../api.ts';
import { groupTours, type Tour } from '../model/tour.ts';

export type StatusFilter = 'all' | 'done' | 'active' | 'failed';

export interface GalleryFilter extends ImageFilter {
  status: StatusFilter;
}

/** One tile of the gallery: a finished picture, a whole 720° tour, or a job still under way (or failed). */
export type GalleryEntry =
  | { kind: 'image'; key: string; image: Image }
  | { kind: 'tour'; key: string; tour: Tour; cover: Image }
  | { kind: 'job'; key: string; job: RenderJob };

const isActive = (job: RenderJob) => job.state === 'QUEUED' || job.state === 'RUNNING';

/**
 * The gallery's tiles, newest first: jobs under way (they become pictures when done), then the
 * pictures of this page, a tour's panoramas shown as one tile. Failed jobs show under "failed".
 * `jobs` are the caller's own and those that made the tours' panoramas.
 */
export function galleryEntries(images: Image[], jobs: RenderJob[], filter: GalleryFilter): GalleryEntry[] {
  const ofType = jobs.filter((job) => filter.type === null || job.imageType === filter.type);
  // Products are marked on finished pictures, so a characteristic filter leaves jobs out.
  const wanted =
    filter.characteristic !== null
      ? []
      : filter.status === 'failed'
        ? ofType.filter((j) => j.state === 'FAILED')
        : filter.status === 'done'
          ? []
          : ofType.filter(isActive);
  const entries: GalleryEntry[] = wanted.map((job) => ({ kind: 'job', key: `job:${job.id}`, job }));
  if (filter.status === 'active' || filter.status === 'failed') return entries;

  const tours = groupTours(images, jobs);
  const placed = new Set<string>();
  for (const image of images) {
    if (image.type !== 'TOUR_720') {
      entries.push({ kind: 'image', key: `image:${image.id}`, image });
      continue;
    }
    const tour = tours.find((t) => t.stops.some((s) => s.imageId === image.id));
    if (!tour || placed.has(tour.key)) continue;
    placed.add(tour.key);
    // The tour's tile shows where it starts.
    const cover = images.find((i) => i.id === tour.stops[0]?.imageId) ?? image;
    entries.push({ kind: 'tour', key: `tour:${tour.key}`, tour, cover });
  }
  return entries;
}

/** The pictures a lightbox steps through, in the gallery's order. */
export const lightboxImages = (entries: GalleryEntry[]): Image[] =>
  entries.flatMap((e) => (e.kind === 'image' ? [e.image] : []));
