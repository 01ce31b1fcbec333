import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { ProductGate } from '../library/viewer.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import type {
  BundleRow,
  CardRow,
  CardWithImage,
  ImageBundlesRepository,
} from './image-bundles.repository.ts';

export interface BundleInput {
  name: string;
  description: string;
  type: string;
  public: boolean;
  images: { imageId: string; bundleType: string }[];
}

type Need = 'VIEW' | 'EDIT';

/**
 * Bundles are ordered cards of a project's images (docs/decisions/image-bundles.md): whoever may
 * open the project reads them, whoever may edit it changes them, and a public bundle is readable
 * by anyone with its id.
 */
export class ImageBundlesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ImageBundlesRepository,
    private readonly access: AccessService,
    private readonly productGate: ProductGate,
  ) {}

  async bundle(user: UserRow | null, id: string, need: Need): Promise<BundleRow> {
    const bundle = await this.repository.bundle(id);
    if (!bundle) throw notFound('image bundle');
    if (!user) {
      if (need === 'VIEW' && bundle.public) return bundle;
      throw notFound('image bundle');
    }
    await this.access.requireProject(user, bundle.project_id, need);
    return bundle;
  }

  async bundlesOfProject(user: UserRow, projectId: string): Promise<BundleRow[]> {
    await this.access.requireProject(user, projectId, 'VIEW');
    return this.repository.ofProject(projectId);
  }

  async create(user: UserRow, projectId: string, input: BundleInput): Promise<BundleRow> {
    await this.access.requireProject(user, projectId, 'EDIT');
    const id = newId();
    const cards = await this.cardsFor(id, projectId, input.images);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('image_bundles')
        .values({
          id,
          project_id: projectId,
          name: input.name,
          description: input.description,
          type: input.type,
          public: input.public,
          created_by: user.id,
        })
        .execute();
      if (cards.length > 0) await trx.insertInto('bundle_cards').values(cards).execute();
    });
    return (await this.repository.bundle(id))!;
  }

  /**
   * Replaces the bundle's details and cards. A card whose image stays keeps its id and the products
   * it shows (a swap made on it survives renaming the bundle or reordering it).
   */
  async replace(user: UserRow, id: string, input: BundleInput): Promise<BundleRow> {
    const bundle = await this.bundle(user, id, 'EDIT');
    const kept = await this.repository.cards(id);
    const cards = (await this.cardsFor(id, bundle.project_id, input.images)).map((card) => {
      const index = kept.findIndex((k) => k.card.image_id === card.image_id);
      if (index < 0) return card;
      const [{ card: old }] = kept.splice(index, 1) as [CardWithImage];
      return { ...card, id: old.id, product_ids: JSON.stringify(old.product_ids) };
    });
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('image_bundles')
        .set({
          name: input.name,
          description: input.description,
          type: input.type,
          public: input.public,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('bundle_cards').where('bundle_id', '=', id).execute();
      if (cards.length > 0) await trx.insertInto('bundle_cards').values(cards).execute();
    });
    return (await this.repository.bundle(id))!;
  }

  async remove(user: UserRow, id: string): Promise<void> {
    await this.bundle(user, id, 'EDIT');
    await this.db.deleteFrom('image_bundles').where('id', '=', id).execute();
  }

  /** Puts the cards in the given order; every card of the bundle must be named once. */
  async sort(user: UserRow, id: string, cardIds: string[]): Promise<void> {
    await this.bundle(user, id, 'EDIT');
    const cards = await this.repository.cards(id);
    const known = new Set(cards.map((c) => c.card.id));
    if (
      cardIds.length !== known.size ||
      new Set(cardIds).size !== cardIds.length ||
      cardIds.some((c) => !known.has(c))
    ) {
      throw invalidField('cardIds', 'must list every card of the bundle exactly once');
    }
    await this.db.transaction().execute(async (trx) => {
      for (const [position, cardId] of cardIds.entries()) {
        await trx.updateTable('bundle_cards').set({ position }).where('id', '=', cardId).execute();
      }
      await this.touch(trx, id);
    });
  }

  async moveCard(
    user: UserRow,
    cardId: string,
    toBundleId: string,
    position: number | undefined,
  ): Promise<CardRow> {
    const card = await this.cardOf(user, cardId, 'EDIT');
    const from = (await this.repository.bundle(card.bundle_id))!;
    const to = await this.bundle(user, toBundleId, 'EDIT');
    if (to.project_id !== from.project_id) throw invalidField('toBundleId', 'is a bundle of another project');
    const target = (await this.repository.cards(to.id)).map((c) => c.card.id).filter((c) => c !== cardId);
    target.splice(Math.min(position ?? target.length, target.length), 0, cardId);
    // Reads happen before the transaction: embedded PGlite has one connection, which the transaction holds.
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('bundle_cards').set({ bundle_id: to.id }).where('id', '=', cardId).execute();
      for (const [index, id] of target.entries())
        await trx.updateTable('bundle_cards').set({ position: index }).where('id', '=', id).execute();
      await this.renumber(trx, from.id);
      await this.touch(trx, from.id);
      await this.touch(trx, to.id);
    });
    return (await this.repository.card(cardId))!;
  }

  async replaceImage(user: UserRow, bundleId: string, imageId: string, newImageId: string): Promise<void> {
    const bundle = await this.bundle(user, bundleId, 'EDIT');
    const [image] = await this.repository.imagesOfProject(bundle.project_id, [newImageId]);
    if (!image) throw invalidField('imageId', 'is not an image of this project');
    const result = await this.db
      .updateTable('bundle_cards')
      .set({ image_id: newImageId, product_ids: JSON.stringify(productIdsOf(image.items)) })
      .where('bundle_id', '=', bundleId)
      .where('image_id', '=', imageId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('image in this bundle');
    await this.touch(this.db, bundleId);
  }

  async cardOf(user: UserRow, cardId: string, need: Need): Promise<CardRow> {
    const card = await this.repository.card(cardId);
    if (!card) throw notFound('card');
    await this.bundle(user, card.bundle_id, need);
    return card;
  }

  async cardWithImage(card: CardRow): Promise<CardWithImage> {
    return (await this.repository.cards(card.bundle_id)).find((c) => c.card.id === card.id)!;
  }

  async copyCard(user: UserRow, cardId: string, toBundleId: string | undefined): Promise<CardRow> {
    const card = await this.cardOf(user, cardId, 'EDIT');
    const target = toBundleId
      ? await this.bundle(user, toBundleId, 'EDIT')
      : (await this.repository.bundle(card.bundle_id))!;
    const from = (await this.repository.bundle(card.bundle_id))!;
    if (target.project_id !== from.project_id)
      throw invalidField('toBundleId', 'is a bundle of another project');
    const id = newId();
    const position = (await this.repository.cards(target.id)).length;
    await this.db
      .insertInto('bundle_cards')
      .values({
        id,
        bundle_id: target.id,
        image_id: card.image_id,
        position,
        bundle_type: card.bundle_type,
        product_ids: JSON.stringify(card.product_ids),
      })
      .execute();
    return (await this.repository.card(id))!;
  }

  /** The card shows another product (an option of the same group, say) where it showed one. */
  async swapProducts(
    user: UserRow,
    cardId: string,
    fromProductId: string,
    toProductId: string,
  ): Promise<CardRow> {
    const card = await this.cardOf(user, cardId, 'EDIT');
    if (!card.product_ids.includes(fromProductId))
      throw invalidField('fromProductId', 'is not shown on this card');
    // The library's own read decides: a product the user may not see is no product to them.
    await this.productGate(user, toProductId).catch((error) => {
      throw error instanceof HttpError && error.status === 404
        ? invalidField('toProductId', 'is not a product you can see')
        : error;
    });
    const productIds = card.product_ids.map((p) => (p === fromProductId ? toProductId : p));
    await this.db
      .updateTable('bundle_cards')
      .set({ product_ids: JSON.stringify(productIds) })
      .where('id', '=', cardId)
      .execute();
    return (await this.repository.card(cardId))!;
  }

  /** The card rows of a bundle's images, refused when one is not an image of the project. */
  private async cardsFor(bundleId: string, projectId: string, images: BundleInput['images']) {
    const rows = await this.repository.imagesOfProject(
      projectId,
      images.map((i) => i.imageId),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = images.findIndex((i) => !byId.has(i.imageId));
    if (missing >= 0) throw invalidField(`images.${missing}.imageId`, 'is not an image of this project');
    return images.map((entry, position) => ({
      id: newId(),
      bundle_id: bundleId,
      image_id: entry.imageId,
      position,
      bundle_type: entry.bundleType,
      product_ids: JSON.stringify(productIdsOf(byId.get(entry.imageId)!.items)),
    }));
  }

  private async renumber(trx: Kysely<DB>, bundleId: string): Promise<void> {
    const cards = await trx
      .selectFrom('bundle_cards')
      .select('id')
      .where('bundle_id', '=', bundleId)
      .orderBy('position')
      .execute();
    for (const [position, card] of cards.entries())
      await trx.updateTable('bundle_cards').set({ position }).where('id', '=', card.id).execute();
  }

  private async touch(db: Kysely<DB>, bundleId: string): Promise<void> {
    await db
      .updateTable('image_bundles')
      .set({ updated_at: new Date() })
      .where('id', '=', bundleId)
      .execute();
  }
}

/** The products seen in an image (its items), once each. */
function productIdsOf(items: unknown[]): string[] {
  return [
    ...new Set((items as { productId?: string }[]).map((i) => i.productId).filter((p): p is string => !!p)),
  ];
}
