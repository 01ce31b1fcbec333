import { Document, type Material, type Node, NodeIO } from '@gltf-transform/core';
import { KHRLightsPunctual, KHRTextureTransform } from '@gltf-transform/extensions';
import { mergeDocuments, unpartition } from '@gltf-transform/functions';
import {
  type ItemPart,
  type LightPart,
  type MeshData,
  planarUvs,
  type SceneParts,
  type SurfaceMaterial,
} from '@roomcraft/scene';
import { readRenderModel } from '@roomcraft/server';
import { FinishTextures } from './finish-textures.ts';
import type { ProductModels } from './product-models.ts';
import { type StandIn, standInBox } from './stand-in.ts';

const STAND_IN_SIZE = { width: 600, depth: 600, height: 600 };
const STAND_IN_MATERIAL = { key: 'stand-in', color: '#9a9a9a', roughness: 0.8, metalness: 0, opacity: 1 };
const io = () => new NodeIO().registerExtensions([KHRLightsPunctual, KHRTextureTransform]);

function srgbToLinear(hex: string): [number, number, number] {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(1), channel(2)];
}

/** A floor written as binary glTF, and the products drawn as boxes because their models could not be had. */
export interface WrittenScene {
  readonly glb: Uint8Array;
  readonly standIns: StandIn[];
}

/** A product's model merged into the scene, or why it could not be. */
type Prototype = { node: Node } | { failed: Omit<StandIn, 'itemIds'> };

/**
 * Writes the parts of a floor as one binary glTF in metres: the architecture with its finishes
 * (colours and texture maps), every placed product (the model of its chosen option, decoded from
 * the library's meshopt-compressed GLB into plain glTF that Blender's importer and three.js both
 * read, or a grey box of its size when the model cannot be had, reported in `standIns`), and the
 * lights (the design's and its lamps').
 */
export class SceneGltfWriter {
  private readonly document = new Document();
  private readonly buffer = this.document.createBuffer();
  private readonly materials = new Map<string, Material>();
  private readonly prototypes = new Map<string, Prototype>();
  private readonly standInItems = new Map<string, string[]>();
  private readonly root = this.document.createNode('scene').setScale([0.001, 0.001, 0.001]);
  private readonly lights = this.document.createExtension(KHRLightsPunctual);
  private readonly finishes: FinishTextures;

  constructor(private readonly models: ProductModels) {
    this.document.createScene('design').addChild(this.root);
    this.finishes = new FinishTextures(this.document, models);
  }

  async write(parts: SceneParts): Promise<WrittenScene> {
    await this.finishes.load(parts);
    for (const part of parts.meshes)
      this.root.addChild(this.meshNode(`${part.kind}-${part.id}`, part.mesh, part.materials));
    for (const item of parts.items) this.root.addChild(await this.itemNode(item));
    for (const light of parts.lights) this.root.addChild(this.lightNode(light));
    // Prototypes were only copied from; they hang in no scene and must not reach the file.
    for (const prototype of this.prototypes.values()) if ('node' in prototype) disposeTree(prototype.node);
    await this.document.transform(unpartition());
    const standIns = [...this.prototypes.values()].flatMap((p) =>
      'failed' in p ? [{ ...p.failed, itemIds: this.standInItems.get(p.failed.productId) ?? [] }] : [],
    );
    return { glb: await io().writeBinary(this.document), standIns };
  }

  private material(spec: SurfaceMaterial): Material {
    const known = this.materials.get(spec.key);
    if (known) return known;
    const material = this.document
      .createMaterial(spec.key)
      .setBaseColorFactor([...srgbToLinear(spec.color), spec.opacity])
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metalness)
      .setAlphaMode(spec.opacity < 1 ? 'BLEND' : 'OPAQUE');
    // A texture shows as it is unless the finish also names a colour to tint it (as in the 3D view).
    if (this.finishes.apply(material, spec) && !spec.finish?.color)
      material.setBaseColorFactor([1, 1, 1, spec.opacity]);
    this.materials.set(spec.key, material);
    return material;
  }

  private meshNode(
    name: string,
    data: MeshData<string>,
    materials: Readonly<Record<string, SurfaceMaterial>>,
  ): Node {
    const positions = this.document
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(data.positions))
      .setBuffer(this.buffer);
    const normals = this.document
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array(data.normals))
      .setBuffer(this.buffer);
    const uvs = Object.values(materials).some((m) => this.finishes.has(m))
      ? this.document
          .createAccessor()
          .setType('VEC2')
          .setArray(planarUvs(data.positions, data.normals))
          .setBuffer(this.buffer)
      : undefined;
    const mesh = this.document.createMesh(name);
    for (const group of data.groups) {
      const indices = new Uint32Array(data.indices.slice(group.start, group.start + group.count));
      const material = materials[group.part];
      if (!material) continue;
      const primitive = this.document
        .createPrimitive()
        .setAttribute('POSITION', positions)
        .setAttribute('NORMAL', normals)
        .setIndices(this.document.createAccessor().setType('SCALAR').setArray(indices).setBuffer(this.buffer))
        .setMaterial(this.material(material));
      if (uvs) primitive.setAttribute('TEXCOORD_0', uvs);
      mesh.addPrimitive(primitive);
    }
    return this.document.createNode(name).setMesh(mesh);
  }

  private async itemNode(item: ItemPart): Promise<Node> {
    const node = this.document
      .createNode(`item-${item.id}`)
      .setTranslation([...item.position])
      .setRotation([0, Math.sin(item.rotationY / 2), 0, Math.cos(item.rotationY / 2)]);
    const productId = item.modelProductId;
    const prototype = await this.prototype(productId);
    if ('node' in prototype) {
      node
        .setScale([item.scale[0] * 1000, item.scale[1] * 1000, item.scale[2] * 1000])
        .addChild(this.instantiate(prototype.node));
    } else {
      this.standInItems.set(productId, [...(this.standInItems.get(productId) ?? []), item.id]);
      node.setScale([...item.scale]).addChild(await this.standIn(productId));
    }
    return node;
  }

  /** A product's model merged into the scene once; each placement holds a clone sharing its meshes. */
  private async prototype(productId: string): Promise<Prototype> {
    const known = this.prototypes.get(productId);
    if (known) return known;
    const prototype = await this.mergeModel(productId);
    this.prototypes.set(productId, prototype);
    return prototype;
  }

  private async mergeModel(productId: string): Promise<Prototype> {
    const stored = await this.models.model(productId);
    const name = (await this.models.name?.(productId)) ?? null;
    if ('missing' in stored)
      return { failed: { productId, name, reason: stored.reason, detail: stored.missing } };
    let source: Document;
    try {
      source = await readRenderModel(stored.bytes);
    } catch (error) {
      // Not swallowed: the product is reported as a stand-in with the reader's words.
      const detail = `its model cannot be read: ${(error as Error).message}`;
      return { failed: { productId, name, reason: 'unreadable', detail } };
    }
    const map = mergeDocuments(this.document, source);
    const node = this.document.createNode(`product-${productId}`);
    for (const scene of source.getRoot().listScenes()) {
      const merged = map.get(scene) as ReturnType<Document['createScene']>;
      for (const child of merged.listChildren()) node.addChild(child);
      merged.dispose();
    }
    return { node };
  }

  /** A copy of a node tree that shares the meshes (glTF-Transform cannot copy nodes itself). */
  private instantiate(source: Node): Node {
    const copy = this.document
      .createNode(source.getName())
      .setTranslation(source.getTranslation())
      .setRotation(source.getRotation())
      .setScale(source.getScale())
      .setMesh(source.getMesh());
    for (const child of source.listChildren()) copy.addChild(this.instantiate(child));
    return copy;
  }

  private async standIn(productId: string): Promise<Node> {
    const mesh = standInBox((await this.models.size(productId)) ?? STAND_IN_SIZE);
    return this.meshNode(`stand-in-${productId}`, mesh, { box: STAND_IN_MATERIAL });
  }

  private lightNode(part: LightPart): Node {
    const { light } = part;
    const gltfLight = this.lights
      .createLight(part.id)
      .setType(light.kind === 'spot' ? 'spot' : 'point')
      .setColor(srgbToLinear(light.color))
      .setIntensity(light.intensity)
      .setRange(light.range ? light.range / 1000 : null);
    const node = this.document
      .createNode(`light-${part.id}`)
      .setTranslation([...part.position])
      .setExtension(KHRLightsPunctual.EXTENSION_NAME, gltfLight)
      // Importers convert light units each their own way; the renderer reads the candela from here.
      .setExtras({ candela: light.intensity });
    if (light.kind === 'spot') {
      gltfLight.setOuterConeAngle(light.angle).setInnerConeAngle(light.angle * (1 - light.penumbra));
      // Spot lights shine down their -Z; turn -Z towards the target.
      const dx = light.target.x - light.position.x;
      const dy = light.target.z - light.position.z;
      const dz = light.target.y - light.position.y;
      node.setRotation(lookRotation([dx, dy, dz]));
    }
    return node;
  }
}

function disposeTree(node: Node): void {
  for (const child of node.listChildren()) disposeTree(child);
  node.dispose();
}

/** The quaternion turning -Z onto a direction. */
function lookRotation([x, y, z]: [number, number, number]): [number, number, number, number] {
  const length = Math.hypot(x, y, z) || 1;
  const to = [x / length, y / length, z / length];
  const from = [0, 0, -1];
  const dot = from[0]! * to[0]! + from[1]! * to[1]! + from[2]! * to[2]!;
  if (dot < -0.999999) return [0, 1, 0, 0];
  const cross = [
    from[1]! * to[2]! - from[2]! * to[1]!,
    from[2]! * to[0]! - from[0]! * to[2]!,
    from[0]! * to[1]! - from[1]! * to[0]!,
  ];
  const w = 1 + dot;
  const n = Math.hypot(cross[0]!, cross[1]!, cross[2]!, w);
  return [cross[0]! / n, cross[1]! / n, cross[2]! / n, w / n];
}
