import type { Camera, DesignStore } from '@roomcraft/scene';
import { type ComponentType, lazy } from 'react';

/** The props of the 3D view another team builds in `view3d/`. */
export interface DesignView3DProps {
  readonly store: DesignStore;
  readonly readOnly: boolean;
  /** A camera of the plan to look through (a new object each time the person asks). */
  readonly lookThrough?: Camera;
}

// Found at build time: until view3d/index.ts exists the editor shows the 2D plan only.
const modules = import.meta.glob<{ DesignView3D: ComponentType<DesignView3DProps> }>('./view3d/index.ts');
const load = modules['./view3d/index.ts'];

/** The 3D view, loaded on first use, or undefined while it does not exist. */
export const DesignView3D = load ? lazy(async () => ({ default: (await load()).DesignView3D })) : undefined;
