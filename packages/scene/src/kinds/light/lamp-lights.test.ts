import { describe, expect, it } from 'vitest';
import { rectangleFloor } from '../../document/test-designs.ts';
import { describeFloor } from '../../parts/scene-parts.ts';
import type { Item } from '../item/schema.ts';
import type { LampLightData } from './lamp-lights.ts';

const lamps: Record<string, LampLightData> = {
  'floor-lamp': { kind: 'point', intensity: 120, color: '#FFD8A8', bulbHeightMm: 1450 },
  pendant: { kind: 'spot', intensity: 400, color: '#ffe2c0', bulbHeightMm: 110, angleDeg: 60 },
};
const lookup = (id: string) => lamps[id];

const item = (archiId: string, productId: string, extra: Partial<Item> = {}): Item => ({
  archiId,
  productId,
  editorTypeCode: 10,
  position: { x: 1000, y: 2000, z: 0 },
  rotation: { z: 0.3 },
  scale: { x: 1, y: 1, z: 1 },
  lock: false,
  visible: true,
  ...extra,
});

const lightsOf = (items: Item[], elevation = 0) =>
  describeFloor(rectangleFloor(4000, 3000, { items, elevation }), { ceilings: false, productLights: lookup })
    .lights;

describe('lamp lights', () => {
  it('puts a placed lamp’s light at its bulb, in the renderer frame', () => {
    const [light] = lightsOf([item('a', 'floor-lamp', { scale: { x: 1, y: 1, z: 2 } })], 3000);
    expect(light!.id).toBe('a:light');
    expect(light!.light).toMatchObject({
      kind: 'point',
      intensity: 120,
      color: '#ffd8a8',
      productId: 'floor-lamp',
      position: { x: 1000, y: 2000, z: 2900 },
    });
    expect(light!.position).toEqual([1000, 3000 + 2900, 2000]);
  });

  it('aims a spot lamp straight down with its cone', () => {
    const [light] = lightsOf([
      item('p', 'pendant', { editorTypeCode: 40, position: { x: 0, y: 0, z: 1500 } }),
    ]);
    expect(light!.light).toMatchObject({
      kind: 'spot',
      position: { z: 1610 },
      target: { x: 0, y: 0, z: 610 },
      angle: Math.PI / 3,
    });
  });

  it('follows the lamp: moved with it, gone with it or when it is hidden, none for other products', () => {
    expect(lightsOf([item('a', 'sofa')])).toEqual([]);
    expect(lightsOf([item('a', 'floor-lamp', { visible: false })])).toEqual([]);
    const [moved] = lightsOf([item('a', 'floor-lamp', { position: { x: 3000, y: 500, z: 0 } })]);
    expect(moved!.position).toEqual([3000, 1450, 500]);
    // Without lamp data (a renderer that has not looked products up) only the design's lights show.
    expect(
      describeFloor(rectangleFloor(4000, 3000, { items: [item('a', 'floor-lamp')] }), { ceilings: false })
        .lights,
    ).toEqual([]);
  });

  it('gives the light of the option shown', () => {
    const [light] = lightsOf([item('a', 'sofa', { optionId: 'pendant' })]);
    expect(light!.light.kind).toBe('spot');
  });
});
