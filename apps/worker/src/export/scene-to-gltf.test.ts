import { NodeIO } from '@gltf-transform/core';
import { KHRLightsPunctual } from '@gltf-transform/extensions';
import { describeFloor, type Floor } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { writeBoxesScene } from '../test/boxes-scene.ts';
import { SceneGltfWriter } from './scene-to-gltf.ts';
import { roomWithWindowAndItems } from './test-floor.ts';

const io = new NodeIO().registerExtensions([KHRLightsPunctual]);

describe('scene export to glTF', () => {
  it('writes walls, floor, openings, every item and the lights, in metres', async () => {
    const boxModel = await writeBoxesScene([
      { center: [0, 0.4, 0], size: [2, 0.8, 0.9], color: [0.8, 0.1, 0.1] },
    ]);
    const writer = new SceneGltfWriter({
      model: async (id) => (id === 'sofa' ? boxModel : null),
      size: async (id) => (id === 'lamp' ? { width: 400, depth: 400, height: 1600 } : null),
    });
    const floor: Floor = roomWithWindowAndItems();
    const glb = await writer.write(describeFloor(floor, { ceilings: true }));
    const document = await io.readBinary(glb);
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
});
