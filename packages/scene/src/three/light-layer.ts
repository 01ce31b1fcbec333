import {
  type Box3,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Light,
  type Object3D,
  PointLight,
  SpotLight,
  Vector3,
} from 'three';
import type { LightPart } from '../parts/scene-parts.ts';
import { sunAt } from './daylight.ts';

const MM = 0.001;

/**
 * The share of a lamp's candela the preview shows. three.js maps radiance 1 to white with no camera
 * exposure, so lamps at their physical intensity beside a display-referred sun and sky would flood
 * a room; a photograph of a lamp-lit room is exposed for it, which is what this stands for. Renders
 * take the candela as they are (the render export writes them untouched).
 */
export const LAMP_PREVIEW_SCALE = 0.15;

/** Lamps hung this high (mm above the floor) or higher are ceiling lamps. */
export const CEILING_LAMP_HEIGHT = 2000;

function lampOf(part: LightPart): Light {
  const { light } = part;
  // Physically based lights: intensity in candela, distance in metres (the root scales mm to m).
  const distance = light.range ? light.range * MM : 0;
  const intensity = light.intensity * LAMP_PREVIEW_SCALE;
  if (light.kind === 'point' && light.position.z < CEILING_LAMP_HEIGHT) {
    const lamp = new PointLight(light.color, intensity, distance, 2);
    lamp.position.set(...part.position);
    return lamp;
  }
  // A bare point a hand's width under the ceiling would burn a hot spot into it; a ceiling lamp's
  // fitting sends its light down and out, so the preview draws it as a wide downward cone.
  const ceiling = light.kind === 'point';
  const angle = ceiling ? (85 * Math.PI) / 180 : light.angle;
  const lamp = new SpotLight(light.color, intensity, distance, angle, ceiling ? 0.5 : light.penumbra, 2);
  lamp.position.set(...part.position);
  if (light.kind === 'spot') {
    lamp.target.position.set(
      light.target.x,
      light.target.z + (part.position[1] - light.position.z),
      light.target.y,
    );
  } else {
    lamp.target.position.set(part.position[0], part.position[1] - 1000, part.position[2]);
  }
  return lamp;
}

/**
 * The lights of a floor (lamps from the design, without shadows: a shadow pass per lamp would cost
 * more than the whole scene), a sun from the time of day that casts the shadows, and a sky fill.
 */
export class LightLayer {
  readonly group = new Group();
  readonly sun = new DirectionalLight();
  // The ground colour lights ceilings from below, as light bounced off a floor does.
  readonly sky = new HemisphereLight('#e4ecf6', '#e6ded2', 1);
  private readonly lamps = new Map<string, { key: string; lamp: Light }>();
  private hour = 14;
  private readonly centre = new Vector3();
  private radius = 5000;

  constructor() {
    this.group.name = 'lights';
    this.sun.name = 'sun';
    this.sun.castShadow = true;
    this.sun.shadow.mapSize.set(2048, 2048);
    this.sun.shadow.bias = -0.0005;
    this.sun.shadow.normalBias = 0.02;
    this.group.add(this.sun, this.sun.target, this.sky);
    this.setHour(this.hour);
  }

  /** Brings the lamps in line with the parts; answers how many were added, changed or removed. */
  update(parts: readonly LightPart[]): number {
    let changed = 0;
    const seen = new Set<string>();
    for (const part of parts) {
      seen.add(part.id);
      const key = JSON.stringify([part.light, part.position]);
      const known = this.lamps.get(part.id);
      if (known?.key === key) continue;
      if (known) this.removeLamp(part.id, known.lamp);
      const lamp = lampOf(part);
      lamp.name = `light-${part.id}`;
      this.group.add(lamp);
      if (lamp instanceof SpotLight) this.group.add(lamp.target);
      this.lamps.set(part.id, { key, lamp });
      changed++;
    }
    for (const [id, { lamp }] of this.lamps) {
      if (!seen.has(id)) {
        this.removeLamp(id, lamp);
        changed++;
      }
    }
    return changed;
  }

  /** Moves the sun to a time of day (hours, 0–24). */
  setHour(hour: number): void {
    this.hour = hour;
    const sun = sunAt(hour);
    this.sun.color.copy(sun.color);
    this.sun.intensity = sun.intensity;
    this.sun.visible = sun.intensity > 0;
    this.sky.intensity = sun.skyIntensity;
    this.aim(sun.direction);
  }

  /** Fits the sun's shadow to the scene's bounds (mm). */
  fit(bounds: Box3): void {
    if (bounds.isEmpty()) return;
    bounds.getCenter(this.centre);
    this.radius = Math.max(1000, bounds.min.distanceTo(bounds.max) / 2);
    this.setHour(this.hour);
  }

  get lampCount(): number {
    return this.lamps.size;
  }

  dispose(): void {
    for (const [id, { lamp }] of this.lamps) this.removeLamp(id, lamp);
    this.sun.dispose();
    this.sky.dispose();
  }

  private aim(direction: Vector3): void {
    const distance = this.radius * 2 + 5000;
    this.sun.position.copy(this.centre).addScaledVector(direction, distance);
    this.sun.target.position.copy(this.centre);
    const camera = this.sun.shadow.camera;
    const half = this.radius * MM + 0.5;
    camera.left = -half;
    camera.right = half;
    camera.top = half;
    camera.bottom = -half;
    camera.near = 0.1;
    camera.far = (distance + this.radius * 2) * MM;
    camera.updateProjectionMatrix();
  }

  private removeLamp(id: string, lamp: Light): void {
    this.group.remove(lamp);
    if (lamp instanceof SpotLight) this.group.remove(lamp.target as Object3D);
    lamp.dispose();
    this.lamps.delete(id);
  }
}
