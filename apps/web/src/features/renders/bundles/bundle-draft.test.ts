import { describe, expect, it } from 'vitest';
import { bodyOf, bundleTypeOfImages, moveItem } from './bundle-draft.ts';

describe('the bundle editor’s draft', () => {
  it('moves a card to where it is dropped, forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('saves the images in the cards’ order with a trimmed name', () => {
    const card = (id: string) => ({ image: { id }, bundleType: 'THREE_D_IMAGE' }) as never;
    const body = bodyOf({
      name: '  Pitch ',
      description: 'For the client',
      type: 'BUNDLE',
      public: true,
      cards: [card('b'), card('a')],
    });
    expect(body).toMatchObject({ name: 'Pitch', public: true });
    expect(body.images?.map((i) => i.imageId)).toEqual(['b', 'a']);
  });

  it('names the bundle after its one kind of picture, or BUNDLE for a mix', () => {
    expect(bundleTypeOfImages(['PANORAMA', 'PANORAMA'])).toBe('PANORAMA');
    expect(bundleTypeOfImages(['RENDER_SHOT'])).toBe('FIRST_PERSON');
    expect(bundleTypeOfImages(['RENDER_SHOT', 'TOP_VIEW'])).toBe('BUNDLE');
    expect(bundleTypeOfImages([])).toBe('BUNDLE');
  });
});
