import type { Card } from '@roomcraft/contract';
import { presentImage } from '../images/image.presenter.ts';
import type { BundleRow, CardWithImage } from './image-bundles.repository.ts';

export function presentCard({ card, image }: CardWithImage, apiBase: string): Card {
  return {
    id: card.id,
    bundleId: card.bundle_id,
    position: card.position,
    bundleType: card.bundle_type as Card['bundleType'],
    image: presentImage(image, apiBase),
    productIds: card.product_ids,
  };
}

export function presentBrief(
  row: BundleRow,
  imageCount: number,
  firstImageId: string | null,
  apiBase: string,
) {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    type: row.type as 'BUNDLE',
    public: row.public,
    imageCount,
    coverUrl: firstImageId ? `${apiBase}/v1/image/${firstImageId}/file?variant=thumbnail` : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentFull(row: BundleRow, cards: CardWithImage[], apiBase: string) {
  return {
    ...presentBrief(row, cards.length, cards[0]?.image.id ?? null, apiBase),
    description: row.description,
    cards: cards.map((c) => presentCard(c, apiBase)),
  };
}
