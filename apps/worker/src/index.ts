export { createRenderWorker } from './create-worker.ts';
export { CyclesEngine } from './engines/cycles/cycles-engine.ts';
export { WebglEngine } from './engines/webgl/webgl-engine.ts';
export type { RenderWorker } from './render-worker.ts';
