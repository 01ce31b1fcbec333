import { getBounds, NodeIO } from '@gltf-transform/core';
import { KHRLightsPunctual, KHRTextureTransform, type Transform } from '@gltf-transform/extensions';
import { addColumn, describeFloor, type Floor } from '@roomcraft/scene';
import { designOf } from '@roomcraft/scene/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { writeBoxesScene } from '../test/boxes-scene.ts';
import { packMetallicRoughness } from './db-product-models.ts';
import { SceneGltfWriter } from './scene-to-gltf.ts';
import { roomWithWindowAndItems } from './test-floor.ts';

const io = new NodeIO().registerExtensions([KHRLightsPunctual, KHRTextureTransform]);
const missing = { missing: 'the product has no 3D model', reason: 'no_model' } as const;
const noModels = { model: async () => missing, size: async () => null };

describe('scene export to glTF', () => {
  it('writes walls, floor, openings, every item and the lights, in metres', async () => {
    const boxModel = await writeBoxesScene([
      { center: [0, 0.4, 0], size: [2, 0.8, 0.9], color: [0.8, 0.1, 0.1] },
    ]);
    const writer = new SceneGltfWriter({
      model: async (id) => (id === 'sofa' ? { bytes: boxModel } : missing),
      size: async (id) => (id === 'lamp' ? { width: 400, depth: 400, height: 1600 } : null),
    });
    const floor: Floor = roomWithWindowAndItems();
    const { glb, standIns } = await writer.write(describeFloor(floor, { ceilings: true }));
    const document = await io.readBinary(glb);
    // The lamp has no model: it is drawn as a box, and said so.
    expect(standIns).toEqual([
      { productId: 'lamp', name: null, reason: 'no_model', detail: missing.missing, itemIds: ['i3'] },
    ]);
    const nodes = document
      .getRoot()
      .listNodes()
      .map((n) => n.getName());
    expect(nodes.filter((n) => n.startsWith('wall-'))).toHaveLength(4);
    expect(nodes).toContain('floor-r1');
    expect(nodes).toContain('ceiling-r1');
    expect(nodes.filter((n) => n.startsWith('item-'))).toHaveLength(3);
    expect(nodes).toContain('stand-in-lamp');
    // The sofa model is merged once and shared by both placements.
    expect(
      document
        .getRoot()
        .listMeshes()
        .filter((m) => m.getName() === 'box-0'),
    ).toHaveLength(1);
    expect(
      document
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain('KHR_lights_punctual');
    const root = document.getRoot().listScenes()[0]!.listChildren()[0]!;
    expect(root.getScale()).toEqual([0.001, 0.001, 0.001]);
    // Every node hangs in the scene: the prototypes the placements were copied from are gone.
    const reachable = (node: ReturnType<typeof root.listChildren>[number]): number =>
      1 + node.listChildren().reduce((sum, child) => sum + reachable(child), 0);
    expect(reachable(root)).toBe(document.getRoot().listNodes().length);
    const glass = document
      .getRoot()
      .listMaterials()
      .find((m) => m.getName() === 'glass')!;
    expect(glass.getAlphaMode()).toBe('BLEND');
  });

  it('writes structural columns, square and round, as the 3D view draws them, for both engines', async () => {
    let design = designOf(roomWithWindowAndItems());
    design = addColumn(design, { id: 'square', position: { x: 1000, y: 1000 } });
    design = addColumn(design, { id: 'round', shape: 'round', position: { x: 2000, y: 1500 }, size: 300 });
    const writer = new SceneGltfWriter(noModels);
    const { glb } = await writer.write(describeFloor(design.floors[0]!, { ceilings: true }));
    const root = (await io.readBinary(glb)).getRoot();
    const bounds = (name: string) => {
      const { min, max } = getBounds(root.listNodes().find((n) => n.getName() === name)!);
      return [...min, ...max].map((v) => Math.round(v * 1000));
    };
    // Metres in the file, the renderer frame (Y up, Z = plan y), floor to ceiling (2.6 m storey).
    expect(bounds('column-square')).toEqual([800, 0, 800, 1200, 2600, 1200]);
    expect(bounds('column-round')).toEqual([1850, 0, 1350, 2150, 2600, 1650]);
  });

  it('draws the model of the option an item shows, not the placed product', async () => {
    const optionModel = await writeBoxesScene([
      { center: [0, 0.5, 0], size: [1, 1, 1], color: [0.1, 0.6, 0.2] },
    ]);
    const asked: string[] = [];
    const writer = new SceneGltfWriter({
      model: async (id) => {
        asked.push(id);
        return id === 'sofa-green' ? { bytes: optionModel } : missing;
      },
      size: async () => null,
    });
    const floor = roomWithWindowAndItems();
    const items = floor.items.map((i) => (i.archiId === 'i1' ? { ...i, optionId: 'sofa-green' } : i));
    const document = await io.readBinary(
      (await writer.write(describeFloor({ ...floor, items }, { ceilings: false }))).glb,
    );
    const item = document
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'item-i1')!;
    expect(item.listChildren()[0]!.getName()).toBe('product-sofa-green');
    expect(asked.sort()).toEqual(['lamp', 'sofa', 'sofa-green']);
  });

  it('carries a floor’s texture finish with its repeat and rotation', async () => {
    const image = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a07040' } })
        .png()
        .toBuffer(),
    );
    const grey = (level: number) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r: level, g: level, b: level } } })
        .png()
        .toBuffer();
    const normal = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8080ff' } })
        .png()
        .toBuffer(),
    );
    // The library stores roughness as its own grey map; glTF wants it in the green channel.
    const metallicRoughness = (await packMetallicRoughness(await grey(200), null))!;
    const writer = new SceneGltfWriter({
      ...noModels,
      finish: async (id) =>
        id === 'oak'
          ? { image, normal, metallicRoughness, mimeType: 'image/png', tileWidthMm: 600, tileHeightMm: 200 }
          : null,
    });
    const floor = roomWithWindowAndItems();
    const rooms = floor.rooms.map((r) => ({
      ...r,
      floorFinish: { productId: 'oak', scale: 2, rotation: 0.5 },
    }));
    const document = await io.readBinary(
      (await writer.write(describeFloor({ ...floor, items: [], rooms }, { ceilings: false }))).glb,
    );
    const slab = document
      .getRoot()
      .listMeshes()
      .find((m) => m.getName() === 'floor-r1')!;
    const [primitive] = slab.listPrimitives();
    const material = primitive!.getMaterial()!;
    expect(material.getBaseColorTexture()!.getMimeType()).toBe('image/png');
    expect(material.getBaseColorTexture()!.getImage()).toEqual(image);
    expect(material.getBaseColorFactor()).toEqual([1, 1, 1, 1]);
    const transform = material
      .getBaseColorTextureInfo()!
      .getExtension<Transform>(KHRTextureTransform.EXTENSION_NAME)!;
    expect(transform.getScale()[0]).toBeCloseTo(1 / 1200);
    expect(transform.getScale()[1]).toBeCloseTo(1 / 400);
    expect(transform.getRotation()).toBeCloseTo(0.5);
    // The normal and roughness maps travel too, repeated alike; the map gives the roughness itself.
    expect(material.getNormalTexture()!.getImage()).toEqual(normal);
    const packed = await sharp(material.getMetallicRoughnessTexture()!.getImage()!).raw().toBuffer();
    expect([...packed.subarray(0, 3)]).toEqual([255, 200, 255]);
    expect(material.getRoughnessFactor()).toBe(1);
    expect(material.getMetallicFactor()).toBe(0);
    for (const info of [material.getNormalTextureInfo(), material.getMetallicRoughnessTextureInfo()])
      expect(info!.getExtension<Transform>(KHRTextureTransform.EXTENSION_NAME)!.getScale()).toEqual(
        transform.getScale(),
      );
    // Texture coordinates are the plan's millimetres on a floor (x, plan y).
    const uv = primitive!.getAttribute('TEXCOORD_0')!;
    const position = primitive!.getAttribute('POSITION')!;
    expect(uv.getCount()).toBe(position.getCount());
    const [x, , z] = position.getElement(0, [0, 0, 0]);
    expect(uv.getElement(0, [0, 0])).toEqual([x, z]);
    // Untextured walls carry no texture coordinates.
    const wall = document
      .getRoot()
      .listMeshes()
      .find((m) => m.getName() === 'wall-w1')!;
    expect(wall.listPrimitives()[0]!.getAttribute('TEXCOORD_0')).toBeNull();
  });

  it('lights a placed lamp at its bulb', async () => {
    const writer = new SceneGltfWriter(noModels);
    const floor = roomWithWindowAndItems();
    const productLights = (id: string) =>
      id === 'lamp'
        ? { kind: 'point' as const, intensity: 120, color: '#ffd8a8', bulbHeightMm: 1450 }
        : undefined;
    const document = await io.readBinary(
      (await writer.write(describeFloor(floor, { ceilings: false, productLights }))).glb,
    );
    const node = document
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'light-i3:light')!;
    expect(node.getTranslation()).toEqual([4400, 1450, 3500]);
    expect(node.getExtras()).toEqual({ candela: 120 });
  });
});
