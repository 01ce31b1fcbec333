/** Where the camera is and what it sees; positions in metres, glTF axes (Y up). */
export interface RenderCamera {
  kind: 'perspective' | 'orthographic' | 'panorama';
  position: [number, number, number];
  target: [number, number, number];
  /** Vertical field of view for perspective cameras. */
  fovDeg?: number;
  /** Width of the view in metres for orthographic cameras. */
  orthoScale?: number;
}

export interface RenderSettings {
  width: number;
  height: number;
  samples: number;
  camera: RenderCamera;
  /** Time-of-day sun; elevation 0 is the horizon. */
  sun?: { elevationDeg: number; azimuthDeg: number; strength: number };
  exposure?: number;
  /** Cycles' noise pattern (0 by default); two seeds measure the noise left in a picture. */
  seed?: number;
  /** Cycles: false keeps the picture as rendered, without the denoiser (for measuring it). */
  denoise?: boolean;
}

export interface RenderRequest {
  /** A binary glTF of the whole scene. */
  scenePath: string;
  outputPath: string;
  settings: RenderSettings;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Light maps baked for a walk-through: the lit scene as a GLB, and a small preview picture. */
export interface BakeRequest {
  scenePath: string;
  /** The baked scene: unlit materials carrying the light-map atlas. */
  outputPath: string;
  /** The atlas itself, as PNG. */
  lightmapPath: string;
  settings: {
    /** Atlas side in pixels. */
    size: number;
    samples: number;
    sun?: RenderSettings['sun'];
    /** Where the walk-through begins, on the floor; written into the GLB as the node `WalkStart`. */
    walkStart?: [number, number, number];
    preview: { outputPath: string; width: number; height: number; camera: RenderCamera };
  };
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What every engine can tell before a job is queued, so the user learns of a missing one at once. */
export interface EngineAvailability {
  available: boolean;
  reason?: string;
}

/** A renderer behind one interface (ARCHITECTURE.md: the render queue); chosen per job. */
export interface RenderEngine {
  readonly name: 'CYCLES' | 'WEBGL';
  availability(): Promise<EngineAvailability>;
  render(request: RenderRequest): Promise<void>;
  /** Engines that can bake light maps (Cycles) have this. */
  bake?(request: BakeRequest): Promise<void>;
}
