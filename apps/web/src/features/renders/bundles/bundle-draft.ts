import type { Image, ImageBundleBody, ImageBundleFull } from '@roomcraft/contract';
import type { z } from 'zod';

type Bundle = z.infer<typeof ImageBundleFull>;
type Card = Bundle['cards'][number];

/** A card of the draft: a saved card (keyed by its id) or a picture added since the last save. */
export interface DraftCard {
  key: string;
  image: Image;
  bundleType: Card['bundleType'];
}

/** What the bundle editor changes before saving: the words, the kind, the order of the cards. */
export interface BundleDraft {
  name: string;
  description: string;
  type: Bundle['type'];
  public: boolean;
  cards: DraftCard[];
}

export const draftOf = (bundle: Bundle): BundleDraft => ({
  name: bundle.name,
  description: bundle.description,
  type: bundle.type,
  public: bundle.public,
  cards: bundle.cards.map((card) => ({ key: card.id, image: card.image, bundleType: card.bundleType })),
});

/** New cards for pictures picked from the gallery. */
export const cardsOfImages = (images: Image[]): DraftCard[] =>
  images.map((image, index) => ({
    key: `new:${image.id}:${Date.now()}:${index}`,
    image,
    bundleType: bundleTypeOfImage(image.type),
  }));

/** The list with the item at `from` moved to `to` (the place it is dropped on). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as T);
  return next;
}

/** The PUT body of a draft: the images in the cards' order, each with its kind of card. */
export const bodyOf = (draft: BundleDraft): z.input<typeof ImageBundleBody> => ({
  name: draft.name.trim(),
  description: draft.description,
  type: draft.type,
  public: draft.public,
  images: draft.cards.map((card) => ({ imageId: card.image.id, bundleType: card.bundleType })),
});

/** The kind of card an image makes: plans are 2D pictures, renders 3D ones. */
export const bundleTypeOfImage = (type: Image['type']): Card['bundleType'] =>
  type === 'TOP_VIEW' ? 'TWO_D_IMAGE' : 'THREE_D_IMAGE';

/** The bundle kind that fits a selection: one kind of picture names it, a mix is a plain BUNDLE. */
export function bundleTypeOfImages(types: Image['type'][]): Bundle['type'] {
  const kinds = new Set(types);
  if (kinds.size !== 1) return 'BUNDLE';
  const only = [...kinds][0];
  const byImage: Partial<Record<Image['type'], Bundle['type']>> = {
    RENDER_SHOT: 'FIRST_PERSON',
    TOP_VIEW: 'TOP_VIEW',
    BIRDVIEW: 'BIRD_VIEW',
    PANORAMA: 'PANORAMA',
    TOUR_720: 'TOUR_720',
  };
  return (only && byImage[only]) ?? 'BUNDLE';
}
