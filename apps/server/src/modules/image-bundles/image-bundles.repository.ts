import type { BundleCardsTable, DB, ImageBundlesTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import type { ImageRow } from '../images/image.presenter.ts';

export type BundleRow = Selectable<ImageBundlesTable>;
export type CardRow = Selectable<BundleCardsTable>;
export interface CardWithImage {
  card: CardRow;
  image: ImageRow;
}

export class ImageBundlesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  bundle(id: string): Promise<BundleRow | undefined> {
    return this.db.selectFrom('image_bundles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  ofProject(projectId: string): Promise<BundleRow[]> {
    return this.db
      .selectFrom('image_bundles')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .execute();
  }

  card(id: string): Promise<CardRow | undefined> {
    return this.db.selectFrom('bundle_cards').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async cards(bundleId: string): Promise<CardWithImage[]> {
    const cards = await this.db
      .selectFrom('bundle_cards')
      .selectAll()
      .where('bundle_id', '=', bundleId)
      .orderBy('position')
      .execute();
    if (cards.length === 0) return [];
    const images = await this.db
      .selectFrom('images')
      .selectAll()
      .where('id', 'in', [...new Set(cards.map((c) => c.image_id))])
      .execute();
    const byId = new Map(images.map((i) => [i.id, i]));
    return cards.map((card) => ({ card, image: byId.get(card.image_id)! }));
  }

  async counts(bundleIds: string[]): Promise<Map<string, { count: number; firstImageId: string | null }>> {
    const result = new Map<string, { count: number; firstImageId: string | null }>();
    for (const id of bundleIds) {
      const cards = await this.db
        .selectFrom('bundle_cards')
        .select('image_id')
        .where('bundle_id', '=', id)
        .orderBy('position')
        .execute();
      result.set(id, { count: cards.length, firstImageId: cards[0]?.image_id ?? null });
    }
    return result;
  }

  /** The images among `ids` that belong to a project (a bundle never shows another project's images). */
  async imagesOfProject(projectId: string, ids: string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', 'in', ids)
      .execute();
  }
}
