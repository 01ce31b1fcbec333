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

function lampOf(part: LightPart): Light {
  const { light } = part;
  // Physically based lights: intensity in candela, distance in metres (the root scales mm to m).
  const distance = light.range ? light.range * MM : 0;
  if (light.kind === 'point') {
    const lamp = new PointLight(light.color, light.intensity, distance, 2);
    lamp.position.set(...part.position);
    return lamp;
  }
  const lamp = new SpotLight(light.color, light.intensity, distance, light.angle, light.penumbra, 2);
  lamp.position.set(...part.position);
  lamp.target.position.set(
    light.target.x,
    light.target.z + (part.position[1] - light.position.z),
    light.target.y,
  );
  return lamp;
}

/**
 * The lights of a floor (lamps from the design, no shadows: six shadow passes per point light would
 * cost more than the whole scene), a sun from the time of day that casts the shadows, and a sky fill.
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
