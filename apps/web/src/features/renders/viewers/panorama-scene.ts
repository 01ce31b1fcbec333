import {
  Euler,
  LinearFilter,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Quaternion,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
  Vector3,
  WebGLRenderer,
} from 'three';
import { type DeviceAngles, FOV_RANGE, type Look, LookControls } from './look-controls.ts';

/** A marker drawn over the picture at a direction in the world (a tour's hotspot). */
export interface Marker {
  element: HTMLElement;
  direction: [number, number, number];
}

const UP = new Vector3(0, 1, 0);
const Z = new Vector3(0, 0, 1);
// The device looks out of its back along -Z once turned a quarter about X (three.js convention).
const SCREEN_TO_CAMERA = new Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5));

/**
 * An equirectangular picture on the inside of a sphere, seen from its centre. Frames are drawn on
 * demand (after a look change, a resize or a new picture), never in a loop, and nothing here
 * touches React: the look and the markers' positions are written straight to the scene and DOM.
 */
export class PanoramaScene {
  readonly controls: LookControls;
  private readonly renderer: WebGLRenderer;
  private readonly camera = new PerspectiveCamera(FOV_RANGE.initial, 1, 0.1, 200);
  private readonly scene = new Scene();
  private readonly sphere: Mesh<SphereGeometry, MeshBasicMaterial>;
  private readonly resize: ResizeObserver;
  private markers: Marker[] = [];
  private frame = 0;
  /** When the gyroscope took over: the heading it must add, and the look's yaw at that moment. */
  private gyro: { base: number; yaw: number } | null = null;
  private readonly scratch = { v: new Vector3(), q: new Quaternion(), e: new Euler(), f: new Vector3() };

  constructor(private readonly host: HTMLElement) {
    this.renderer = new WebGLRenderer({ antialias: true });
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    this.renderer.outputColorSpace = SRGBColorSpace;
    const canvas = this.renderer.domElement;
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    host.prepend(canvas);
    const geometry = new SphereGeometry(50, 96, 48);
    geometry.scale(-1, 1, 1);
    this.sphere = new Mesh(geometry, new MeshBasicMaterial({ color: 0x1f2430 }));
    this.scene.add(this.sphere);
    this.camera.rotation.order = 'YXZ';
    this.controls = new LookControls(canvas, { yaw: 0, pitch: 0, fov: FOV_RANGE.initial }, () =>
      this.invalidate(),
    );
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
    this.fit();
  }

  /** The widest picture this device can hold as one texture, capped at what the server resizes to. */
  get textureWidth(): number {
    return Math.min(8192, this.renderer.capabilities.maxTextureSize);
  }

  /** Shows a picture, its centre turned to `sphereYaw`, looking first along `lookYaw` tilted by `lookPitch`. */
  async show(url: string, view: { sphereYaw: number; lookYaw: number; lookPitch?: number }): Promise<void> {
    const texture = await new TextureLoader().loadAsync(url);
    texture.colorSpace = SRGBColorSpace;
    texture.minFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.anisotropy = this.renderer.capabilities.getMaxAnisotropy();
    const material = this.sphere.material;
    const old: Texture | null = material.map;
    material.map = texture;
    material.color.set(0xffffff);
    material.needsUpdate = true;
    old?.dispose();
    this.sphere.rotation.y = view.sphereYaw;
    Object.assign(this.controls.look, {
      yaw: view.lookYaw,
      pitch: view.lookPitch ?? 0,
    } satisfies Partial<Look>);
    this.gyro = null;
    this.invalidate();
  }

  setMarkers(markers: Marker[]): void {
    this.markers = markers;
    this.invalidate();
  }

  invalidate(): void {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.controls.dispose();
    this.sphere.material.map?.dispose();
    this.sphere.material.dispose();
    this.sphere.geometry.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private fit(): void {
    const { clientWidth: width, clientHeight: height } = this.host;
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private draw(): void {
    this.frame = 0;
    const { look, device } = this.controls;
    if (this.camera.fov !== look.fov) {
      this.camera.fov = look.fov;
      this.camera.updateProjectionMatrix();
    }
    if (device) this.aimWithDevice(device, look.yaw);
    else {
      this.gyro = null;
      this.camera.rotation.set(look.pitch, look.yaw, 0, 'YXZ');
    }
    this.renderer.render(this.scene, this.camera);
    this.placeMarkers();
  }

  /** The device's orientation, turned about the vertical so the view does not jump when it starts. */
  private aimWithDevice(d: DeviceAngles, yaw: number): void {
    const { q, e } = this.scratch;
    e.set(d.beta, d.alpha, -d.gamma, 'YXZ');
    this.camera.quaternion
      .setFromEuler(e)
      .multiply(SCREEN_TO_CAMERA)
      .multiply(q.setFromAxisAngle(Z, -d.screen));
    if (!this.gyro) {
      const deviceYaw = e.setFromQuaternion(this.camera.quaternion, 'YXZ').y;
      this.gyro = { base: yaw - deviceYaw, yaw };
    }
    // Drags still turn the view: they add to the heading the device gives.
    this.camera.quaternion.premultiply(q.setFromAxisAngle(UP, this.gyro.base + (yaw - this.gyro.yaw)));
  }

  private placeMarkers(): void {
    const { v, f } = this.scratch;
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    this.camera.getWorldDirection(f);
    for (const marker of this.markers) {
      v.set(...marker.direction);
      const ahead = v.dot(f) > 0.05;
      v.multiplyScalar(10).project(this.camera);
      const visible = ahead && Math.abs(v.x) < 1.2 && Math.abs(v.y) < 1.2;
      marker.element.style.visibility = visible ? 'visible' : 'hidden';
      if (visible) {
        const x = ((v.x + 1) / 2) * width;
        const y = ((1 - v.y) / 2) * height;
        marker.element.style.transform = `translate(${x}px, ${y}px) translate(-50%, -50%)`;
      }
    }
  }
}
