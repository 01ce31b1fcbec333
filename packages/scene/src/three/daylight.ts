import { Color, Vector3 } from 'three';

/** Where the sun is and how it lights the scene at a time of day. */
export interface SunState {
  /** Unit vector towards the sun, renderer frame (X = plan x, Y = up, Z = plan y). */
  readonly direction: Vector3;
  /** Radians above the horizon; negative at night. */
  readonly elevation: number;
  readonly color: Color;
  /** DirectionalLight intensity (0 at night). */
  readonly intensity: number;
  /** Sky fill (HemisphereLight) intensity: indoors it stands for light bounced off walls and floors. */
  readonly skyIntensity: number;
}

const SUNRISE = 6;
const SUNSET = 18;
const HIGHEST = (60 * Math.PI) / 180;
const LOW_COLOR = new Color('#ffb26b');
const HIGH_COLOR = new Color('#fff3e2');

/**
 * The sun of a simple day: it rises in the east (plan +x) at 6:00, stands 60° high in the south
 * (plan +y, the bottom of the plan) at noon and sets in the west at 18:00. The plan's north is up;
 * `northAngle` (radians, clockwise) turns the compass for plans drawn otherwise.
 */
export function sunAt(hour: number, northAngle = 0): SunState {
  const t = (hour - SUNRISE) / (SUNSET - SUNRISE);
  const elevation = t <= 0 || t >= 1 ? -0.2 : HIGHEST * Math.sin(Math.PI * t);
  const azimuth = Math.PI * Math.min(1, Math.max(0, t)) + northAngle;
  const up = Math.max(elevation, 0.02);
  const direction = new Vector3(
    Math.cos(up) * Math.cos(azimuth),
    Math.sin(up),
    Math.cos(up) * Math.sin(azimuth),
  ).normalize();
  const strength = Math.min(1, Math.max(0, elevation / ((15 * Math.PI) / 180)));
  const color = LOW_COLOR.clone().lerp(
    HIGH_COLOR,
    Math.min(1, Math.max(0, elevation / ((35 * Math.PI) / 180))),
  );
  return {
    direction,
    elevation,
    color,
    intensity: 2.4 * strength,
    // Sky light is irradiance over π in three.js' physical units: about π × the share of white it adds.
    skyIntensity: 0.9 + 1.7 * strength,
  };
}
