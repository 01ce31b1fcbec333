/// <reference lib="dom" />
/**
 * The benchmark's baseline: the same scene (the same describeFloor parts through the same
 * buildSceneGroup, the same lights, shadows, tone mapping and camera framing) drawn by a bare
 * WebGLRenderer with OrbitControls, rendering on demand as the editor does. No React, no UI.
 */
import { type Design, describeFloor, type Vec3 } from '@roomcraft/scene';
import {
  buildSceneGroup,
  gltfModelLoader,
  ModelCache,
  type ProductInfo,
  setTimeOfDay,
  updateSceneGroup,
  worldPoint,
} from '@roomcraft/scene/three';
import {
  Box3,
  Color,
  NeutralToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import {
  BIRD_VIEW_DIRECTION,
  BIRD_VIEW_FOV,
  fitDistance,
} from '../../../apps/web/src/features/editor/view3d/scene/framing.ts';

interface BenchInput {
  readonly design: Design;
  readonly products: Record<string, ProductInfo>;
  readonly width: number;
  readonly height: number;
}

const input = (globalThis as unknown as { __BENCH_INPUT__: BenchInput }).__BENCH_INPUT__;
const canvas = document.querySelector<HTMLCanvasElement>('#view')!;
canvas.style.width = `${input.width}px`;
canvas.style.height = `${input.height}px`;
const renderer = new WebGLRenderer({ canvas, antialias: true });
renderer.setPixelRatio(1);
renderer.setSize(input.width, input.height, false);
renderer.toneMapping = NeutralToneMapping;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = PCFShadowMap;
// As the editor: shadows are drawn again when the scene changes, not on every camera move.
renderer.shadowMap.autoUpdate = false;
renderer.shadowMap.needsUpdate = true;

const scene = new Scene();
scene.background = new Color('#e6ebf1');
const models = new ModelCache({ product: async (id) => input.products[id]!, load: gltfModelLoader() });
const parts = describeFloor(input.design.floors[0]!, { ceilings: false });
const group = buildSceneGroup(parts, { models });
setTimeOfDay(group, 14);
scene.add(group);
group.updateMatrixWorld(true);

const bounds = new Box3().setFromObject(group.getObjectByName('architecture')!);
const centre = bounds.getCenter(new Vector3());
const aspect = input.width / input.height;
const radius = Math.max(bounds.getSize(new Vector3()).length() / 2, 2);
const camera = new PerspectiveCamera(BIRD_VIEW_FOV, aspect, 0.05, radius * 20);
camera.position
  .copy(centre)
  .addScaledVector(BIRD_VIEW_DIRECTION, fitDistance(bounds, BIRD_VIEW_DIRECTION, BIRD_VIEW_FOV, aspect));
const controls = new OrbitControls(camera, canvas);
controls.target.copy(centre);
controls.maxPolarAngle = Math.PI * 0.48;
controls.update();

// Where a plan point shows on the canvas before any orbit: the editor's bird view frames the flat
// the same way on a canvas of the same size, so the benchmark knows where to grab a product there.
(globalThis as unknown as { __screenOf: (p: Vec3) => { x: number; y: number } }).__screenOf = (p) => {
  const v = worldPoint(group, p).project(camera);
  return { x: ((v.x + 1) / 2) * input.width, y: ((1 - v.y) / 2) * input.height };
};

let pending = false;
const render = () => {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    renderer.render(scene, camera);
  });
};
controls.addEventListener('change', render);
models.subscribe(() => {
  updateSceneGroup(group, parts);
  renderer.shadowMap.needsUpdate = true;
  render();
});
render();
