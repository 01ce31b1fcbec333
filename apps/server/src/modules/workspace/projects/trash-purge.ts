import type { CoverImages } from './cover-images.ts';
import type { TrashRepository } from './trash.repository.ts';

const BATCH = 200;

export interface TrashPurgeDeps {
  trash: TrashRepository;
  covers: CoverImages;
}

/** Empties the trash of what has been there past its retention; run at start and every hour. */
export class TrashPurge {
  constructor(private readonly deps: TrashPurgeDeps) {}

  async run(): Promise<number> {
    let purged = 0;
    for (;;) {
      const { count, coverIds } = await this.deps.trash.purgeExpired(BATCH);
      // Files go after the rows: a crash here leaves orphan files, never a project without its cover.
      for (const coverId of coverIds) await this.deps.covers.remove(coverId);
      purged += count;
      if (count < BATCH) return purged;
    }
  }
}
