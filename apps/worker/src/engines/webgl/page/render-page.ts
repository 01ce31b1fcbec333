// Runs inside headless Chromium: draws a glTF scene with three.js, the editor's renderer.
import { LAMP_PREVIEW_SCALE } from '@roomcraft/scene/three';
import * as THREE from 'three';
import { RectAreaLightUniformsLib } from 'three/examples/jsm/lights/RectAreaLightUniformsLib.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { RenderSettings } from '../../engine.ts';

interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

const canvas = document.querySelector('canvas')!;
RectAreaLightUniformsLib.init();
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = THREE.PCFSoftShadowMap;

let scene: THREE.Scene;
let settings: RenderSettings;
let panorama: { material: THREE.ShaderMaterial; quad: THREE.Mesh; camera: THREE.OrthographicCamera } | null =
  null;

const vec = (v: [number, number, number]) => new THREE.Vector3(...v);

/** Sky light through a window, as radiance of the pane (three.js units). */
const WINDOW_LIGHT = 6;

/**
 * Daylight comes into a room through its windows: each pane of glass (the export's `glass`
 * material) shines the sky's light inward as a rectangular area light, which gives a room the
 * fall-off from its windows that a path tracer finds and a uniform fill lacks.
 */
function addWindowLights(target: THREE.Scene, content: THREE.Object3D): void {
  const middle = new THREE.Box3().setFromObject(content).getCenter(new THREE.Vector3());
  content.updateMatrixWorld(true);
  const panes: THREE.Mesh[] = [];
  content.traverse((object) => {
    const mesh = object as THREE.Mesh;
    const materials = mesh.isMesh ? [mesh.material].flat() : [];
    if (materials.some((m) => m.name === 'glass')) panes.push(mesh);
  });
  for (const pane of panes) {
    const box = new THREE.Box3().setFromObject(pane);
    const size = box.getSize(new THREE.Vector3());
    const centre = box.getCenter(new THREE.Vector3());
    // A pane is thin across its wall: that axis is the way the light goes in, towards the middle.
    const acrossX = size.x < size.z;
    const width = acrossX ? size.z : size.x;
    if (width < 0.05 || size.y < 0.05) continue;
    const inward = acrossX
      ? new THREE.Vector3(Math.sign(middle.x - centre.x) || 1, 0, 0)
      : new THREE.Vector3(0, 0, Math.sign(middle.z - centre.z) || 1);
    const light = new THREE.RectAreaLight(0xdfe9ff, WINDOW_LIGHT, width, size.y);
    light.position.copy(centre).addScaledVector(inward, 0.05);
    light.lookAt(light.position.clone().add(inward));
    target.add(light);
  }
}

function addLight(target: THREE.Scene, content: THREE.Object3D): void {
  // Interiors get little sun through their windows: a sky-and-bounce fill stands in for the indirect
  // light a path tracer would find, low enough that the windows, the sun's patches and the lamps read.
  target.add(new THREE.HemisphereLight(0xffffff, 0xd9cbb8, 0.9));
  target.add(new THREE.AmbientLight(0xffffff, 0.2));
  addWindowLights(target, content);
  const sun = settings.sun;
  if (!sun) return;
  const light = new THREE.DirectionalLight(0xfff1dd, sun.strength);
  const elevation = THREE.MathUtils.degToRad(sun.elevationDeg);
  const azimuth = THREE.MathUtils.degToRad(sun.azimuthDeg);
  light.position
    .set(
      Math.sin(azimuth) * Math.cos(elevation),
      Math.sin(elevation),
      Math.cos(azimuth) * Math.cos(elevation),
    )
    .multiplyScalar(30);
  light.castShadow = true;
  light.shadow.mapSize.set(2048, 2048);
  Object.assign(light.shadow.camera, { left: -15, right: 15, top: 15, bottom: -15, near: 1, far: 80 });
  target.add(light);
}

/** The panorama pass: each pixel looks up the cube map along its equirectangular direction. */
function panoramaPass(cube: THREE.CubeTexture, yaw: number) {
  const material = new THREE.ShaderMaterial({
    uniforms: {
      cube: { value: cube },
      yaw: { value: yaw },
      uvRect: { value: new THREE.Vector4(0, 0, 1, 1) },
    },
    vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
    fragmentShader: `
      uniform samplerCube cube; uniform float yaw; uniform vec4 uvRect; varying vec2 vUv;
      void main() {
        vec2 uv = uvRect.xy + vUv * uvRect.zw;
        float lon = (uv.x - 0.5) * 6.28318530718 + yaw;
        float lat = (uv.y - 0.5) * 3.14159265359;
        vec3 dir = vec3(sin(lon) * cos(lat), sin(lat), -cos(lon) * cos(lat));
        gl_FragColor = textureCube(cube, dir);
        #include <colorspace_fragment>
      }`,
  });
  const quad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2), material);
  return { material, quad, camera: new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1) };
}

function makeCamera(tile: Tile): THREE.Camera {
  const { camera: spec, width, height } = settings;
  const aspect = width / height;
  let camera: THREE.PerspectiveCamera | THREE.OrthographicCamera;
  if (spec.kind === 'orthographic') {
    const half = (spec.orthoScale ?? 10) / 2;
    const [w, h] = aspect >= 1 ? [half, half / aspect] : [half * aspect, half];
    camera = new THREE.OrthographicCamera(-w, w, h, -h, 0.05, 500);
  } else {
    camera = new THREE.PerspectiveCamera(spec.fovDeg ?? 55, aspect, 0.05, 500);
  }
  camera.position.copy(vec(spec.position));
  camera.up.set(0, 1, 0);
  camera.lookAt(vec(spec.target));
  camera.setViewOffset(width, height, tile.x, tile.y, tile.width, tile.height);
  return camera;
}

async function load(glb: string, renderSettings: RenderSettings): Promise<void> {
  settings = renderSettings;
  const bytes = Uint8Array.from(atob(glb), (c) => c.charCodeAt(0));
  const gltf = await new GLTFLoader().parseAsync(bytes.buffer, '');
  scene = new THREE.Scene();
  scene.background = new THREE.Color(0xc9d6e6);
  gltf.scene.traverse((object) => {
    if ((object as THREE.Mesh).isMesh) object.castShadow = object.receiveShadow = true;
  });
  gltf.scene.traverse((object) => {
    // Lamps keep the share of their candela the editor's 3D view gives them beside its sun and sky.
    if ((object as THREE.Light).isLight) (object as THREE.Light).intensity *= LAMP_PREVIEW_SCALE;
  });
  scene.add(gltf.scene);
  addLight(scene, gltf.scene);
  renderer.toneMappingExposure = settings.exposure === undefined ? meterExposure() : 2 ** settings.exposure;
  if (settings.camera.kind === 'panorama') {
    const size = Math.min(2048, THREE.MathUtils.ceilPowerOfTwo(settings.width / 4));
    const target = new THREE.WebGLCubeRenderTarget(size);
    const cubeCamera = new THREE.CubeCamera(0.05, 500, target);
    cubeCamera.position.copy(vec(settings.camera.position));
    cubeCamera.update(renderer, scene);
    const look = vec(settings.camera.target).sub(vec(settings.camera.position));
    panorama = panoramaPass(target.texture, Math.atan2(look.x, -look.z));
  } else {
    panorama = null;
  }
}

/** What the meter brings the log-average of the scene's light to, before ACES: a lit room's mid grey. */
const METER_KEY = 0.3;
const EXPOSURE_RANGE = [0.25, 16] as const;

/**
 * Meters the view as a camera does (and as the Cycles engine does): a small linear render looking
 * along the camera's aim, its log-average luminance brought to METER_KEY.
 */
function meterExposure(): number {
  const [width, height] = [96, 54];
  const target = new THREE.WebGLRenderTarget(width, height, { type: THREE.FloatType });
  const spec = settings.camera;
  const camera = new THREE.PerspectiveCamera(
    spec.kind === 'panorama' ? 90 : (spec.fovDeg ?? 55),
    16 / 9,
    0.05,
    500,
  );
  camera.position.copy(vec(spec.position));
  camera.lookAt(vec(spec.target));
  renderer.setRenderTarget(target);
  renderer.render(scene, camera);
  const pixels = new Float32Array(width * height * 4);
  renderer.readRenderTargetPixels(target, 0, 0, width, height, pixels);
  renderer.setRenderTarget(null);
  target.dispose();
  let sum = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const luminance = 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
    sum += Math.log(Math.max(luminance, 1e-4));
  }
  const average = Math.exp(sum / (width * height));
  return Math.min(EXPOSURE_RANGE[1], Math.max(EXPOSURE_RANGE[0], METER_KEY / average));
}

/** Draws one tile of the picture and answers it as a PNG data URL. */
function renderTile(tile: Tile): string {
  renderer.setPixelRatio(1);
  renderer.setSize(tile.width, tile.height, false);
  if (panorama) {
    const { width, height } = settings;
    panorama.material.uniforms.uvRect!.value.set(
      tile.x / width,
      1 - (tile.y + tile.height) / height,
      tile.width / width,
      tile.height / height,
    );
    renderer.render(panorama.quad, panorama.camera);
  } else {
    renderer.render(scene, makeCamera(tile));
  }
  return canvas.toDataURL('image/png');
}

Object.assign(window, { roomcraft: { load, renderTile, maxSize: renderer.capabilities.maxTextureSize } });
