import type { CoverImages } from './cover-images.ts';
import type { DesignImages } from './design-images.ts';
import type { TrashRepository } from './trash.repository.ts';

const BATCH = 200;

export interface TrashPurgeDeps {
  trash: TrashRepository;
  covers: CoverImages;
  designImages: DesignImages;
}

/** Empties the trash of what has been there past its retention; run at start and every hour. */
export class TrashPurge {
  constructor(private readonly deps: TrashPurgeDeps) {}

  async run(): Promise<number> {
    let purged = 0;
    for (;;) {
      const { projectIds, coverIds } = await this.deps.trash.purgeExpired(BATCH);
      // Files go after the rows: a crash here leaves orphan files, never a project without its images.
      for (const coverId of coverIds) await this.deps.covers.remove(coverId);
      for (const projectId of projectIds) await this.deps.designImages.removeAll(projectId);
      purged += projectIds.length;
      if (projectIds.length < BATCH) return purged;
    }
  }
}
