import type { FinishRef } from '../document/primitives.ts';

/** How a surface looks; a finish product (texture) overrides the colour where one is resolved. */
export interface SurfaceMaterial {
  /** Same key, same material: renderers share one material (and one draw batch) per key. */
  readonly key: string;
  readonly color: string;
  readonly roughness: number;
  readonly metalness: number;
  /** Below 1 for glass. */
  readonly opacity: number;
  readonly finish?: FinishRef;
}

function material(
  key: string,
  color: string,
  roughness: number,
  extra: Partial<SurfaceMaterial> = {},
): SurfaceMaterial {
  return { key, color, roughness, metalness: 0, opacity: 1, ...extra };
}

/** Defaults of an unfinished flat: painted walls, an oak floor, a white ceiling. */
export const DEFAULT_MATERIALS = {
  wall: material('wall', '#eeebe6', 0.9),
  section: material('section', '#4a4f5a', 0.9),
  floor: material('floor', '#b98d62', 0.55),
  ceiling: material('ceiling', '#f7f7f5', 0.95),
  frame: material('frame', '#fbfbfb', 0.4),
  glass: material('glass', '#b9d3e6', 0.05, { opacity: 0.25 }),
  door: material('door', '#9a7452', 0.6),
} as const;

/** The material of a finished surface: the finish's own key so equal finishes share a material. */
export function finishedMaterial(base: SurfaceMaterial, finish: FinishRef | undefined): SurfaceMaterial {
  if (!finish || (!finish.color && !finish.productId)) return base;
  const key = `${base.key}:${finish.productId ?? ''}:${finish.color ?? ''}:${finish.scale ?? 1}:${finish.rotation ?? 0}`;
  return { ...base, key, color: finish.color ?? base.color, finish };
}
