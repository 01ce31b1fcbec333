import {
  Box3,
  type Object3D,
  PerspectiveCamera,
  Raycaster,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { EYE_HEIGHT, look, WALK_KEYS, type Walker, walk } from './walk.ts';

const DOWN = new Vector3(0, -1, 0);

/** Fetches a file, telling how much of it has come (null when the server gives no length). */
async function fetchWithProgress(url: string, onProgress: (fraction: number | null) => void) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress(total ? Math.min(1, loaded / total) : null);
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}

/**
 * A baked room to walk through: its materials are unlit and carry the light, so the scene has no
 * lamp at all. WASD (or arrows) walk at eye height, a drag turns the head. Frames are drawn only
 * while something moves.
 */
export class BakedScene {
  private readonly renderer = new WebGLRenderer({ antialias: true });
  private readonly camera = new PerspectiveCamera(70, 1, 0.05, 200);
  private readonly scene = new Scene();
  private readonly keys = new Set<string>();
  private readonly resize: ResizeObserver;
  private readonly walker: Walker = { x: 0, z: 0, eyeY: EYE_HEIGHT, yaw: 0, pitch: 0 };
  private start: Walker = { ...this.walker };
  private bounds?: { minX: number; maxX: number; minZ: number; maxZ: number };
  private frame = 0;
  private last = 0;
  private drag: { x: number; y: number } | null = null;
  private disposed = false;

  constructor(private readonly host: HTMLElement) {
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.scene.background = null;
    const canvas = this.renderer.domElement;
    Object.assign(canvas.style, {
      display: 'block',
      width: '100%',
      height: '100%',
      outline: 'none',
      touchAction: 'none',
    });
    canvas.tabIndex = 0;
    canvas.setAttribute('data-testid', 'baked-canvas');
    host.prepend(canvas);
    this.camera.rotation.order = 'YXZ';
    canvas.addEventListener('keydown', this.onKeyDown);
    canvas.addEventListener('keyup', this.onKeyUp);
    canvas.addEventListener('blur', this.onBlur);
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerup', this.onPointerUp);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
    this.fit();
  }

  /** Loads the baked GLB and stands the walker where the bake says the walk begins, eyes 1.6 m up. */
  async load(url: string, onProgress: (fraction: number | null) => void): Promise<void> {
    const bytes = await fetchWithProgress(url, onProgress);
    const gltf = await new GLTFLoader().parseAsync(bytes, '');
    if (this.disposed) return;
    this.scene.add(gltf.scene);
    this.standAtStart(gltf.scene);
    this.renderer.domElement.focus({ preventScroll: true });
    this.invalidate();
  }

  /** Back to where the walk began. */
  restart(): void {
    Object.assign(this.walker, this.start);
    this.invalidate();
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.scene.traverse((object) => {
      const mesh = object as Partial<{
        geometry: { dispose(): void };
        material: { dispose(): void; map?: { dispose(): void } };
      }>;
      mesh.geometry?.dispose();
      mesh.material?.map?.dispose();
      mesh.material?.dispose();
    });
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  /** At the bake's `WalkStart` (inside the largest room), or else above the middle of the scene. */
  private standAtStart(model: Object3D): void {
    const box = new Box3().setFromObject(model);
    const marker = model.getObjectByName('WalkStart');
    const start = marker ? marker.getWorldPosition(new Vector3()) : box.getCenter(new Vector3());
    if (!marker) {
      // The floor under the middle: cast down from a little above the lowest point, under any ceiling.
      const from = new Vector3(start.x, box.min.y + 1.2, start.z);
      start.y = new Raycaster(from, DOWN, 0, 2).intersectObject(model, true)[0]?.point.y ?? box.min.y;
    }
    this.bounds = { minX: box.min.x, maxX: box.max.x, minZ: box.min.z, maxZ: box.max.z };
    // Face the longer way of the scene: more of the room is in view.
    const yaw = box.max.x - box.min.x > box.max.z - box.min.z ? -Math.PI / 2 : 0;
    Object.assign(this.walker, { x: start.x, z: start.z, eyeY: start.y + EYE_HEIGHT, yaw, pitch: 0 });
    this.start = { ...this.walker };
  }

  private fit(): void {
    const { clientWidth: width, clientHeight: height } = this.host;
    if (!width || !height) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private invalidate(): void {
    if (this.frame || this.disposed) return;
    this.last = performance.now();
    this.frame = requestAnimationFrame(this.draw);
  }

  private readonly draw = (now: number) => {
    this.frame = 0;
    // A long pause (a hidden tab) must not become one long stride.
    const seconds = Math.min(0.1, (now - this.last) / 1000);
    this.last = now;
    const moved = walk(this.walker, this.keys, seconds, this.bounds);
    this.camera.position.set(this.walker.x, this.walker.eyeY, this.walker.z);
    this.camera.rotation.set(this.walker.pitch, this.walker.yaw, 0);
    this.renderer.render(this.scene, this.camera);
    if (moved) this.invalidate();
  };

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (!WALK_KEYS.has(event.code) && !event.code.startsWith('Shift')) return;
    // Arrows walk here; they must not also step the lightbox to another picture.
    event.preventDefault();
    event.stopPropagation();
    this.keys.add(event.code);
    this.invalidate();
  };

  private readonly onKeyUp = (event: KeyboardEvent) => {
    this.keys.delete(event.code);
  };

  private readonly onBlur = () => this.keys.clear();

  private readonly onPointerDown = (event: PointerEvent) => {
    this.renderer.domElement.focus({ preventScroll: true });
    this.renderer.domElement.setPointerCapture(event.pointerId);
    this.drag = { x: event.clientX, y: event.clientY };
  };

  private readonly onPointerMove = (event: PointerEvent) => {
    if (!this.drag) return;
    look(this.walker, event.clientX - this.drag.x, event.clientY - this.drag.y);
    this.drag = { x: event.clientX, y: event.clientY };
    this.invalidate();
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    this.drag = null;
    this.renderer.domElement.releasePointerCapture(event.pointerId);
  };
}
