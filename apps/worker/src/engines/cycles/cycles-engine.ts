import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BakeRequest, EngineAvailability, RenderEngine, RenderRequest } from '../engine.ts';
import { parseBakeProgress, renderProgress } from './progress.ts';

export const RENDER_SCRIPT = join(import.meta.dirname, 'render_scene.py');
const BAKE_SCRIPT = join(import.meta.dirname, 'bake_lightmaps.py');
const VERSION_TIMEOUT_MS = 30_000;

/** Blender's command line that runs one of the engine's scripts on its settings file: no window, no add-ons. */
export function blenderScriptArguments(script: string, settingsPath: string): string[] {
  return [
    '-b',
    '--factory-startup',
    '-noaudio',
    '--python-exit-code',
    '1',
    '--python',
    script,
    '--',
    settingsPath,
  ];
}

/** Photoreal renders with Blender's Cycles, run as a child process per job. */
export class CyclesEngine implements RenderEngine {
  readonly name = 'CYCLES' as const;

  constructor(
    private readonly blender = process.env.BLENDER_PATH ?? 'blender',
    private readonly timeoutMs = Number(process.env.CYCLES_TIMEOUT_MS ?? 30 * 60_000),
  ) {}

  async availability(): Promise<EngineAvailability> {
    try {
      const version = await this.run(['--version'], () => {}, VERSION_TIMEOUT_MS);
      return version.includes('Blender')
        ? { available: true }
        : { available: false, reason: 'blender did not answer' };
    } catch {
      return { available: false, reason: 'Blender is not installed (apt-get install blender python3-numpy)' };
    }
  }

  async render(request: RenderRequest): Promise<void> {
    await this.runScript(
      RENDER_SCRIPT,
      { ...request.settings, scenePath: request.scenePath, outputPath: request.outputPath },
      renderProgress(),
      request,
    );
  }

  async bake(request: BakeRequest): Promise<void> {
    await this.runScript(
      BAKE_SCRIPT,
      {
        ...request.settings,
        scenePath: request.scenePath,
        outputPath: request.outputPath,
        lightmapPath: request.lightmapPath,
      },
      parseBakeProgress,
      request,
    );
  }

  /** Writes the settings beside the output and runs one of the Python scripts on them. */
  private async runScript(
    script: string,
    settings: { outputPath: string; [field: string]: unknown },
    parseProgress: (line: string) => number | null,
    request: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<void> {
    const settingsPath = `${settings.outputPath}.settings.json`;
    await writeFile(settingsPath, JSON.stringify(settings));
    const args = blenderScriptArguments(script, settingsPath);
    const onLine = (line: string) => {
      const fraction = parseProgress(line);
      if (fraction !== null) request.onProgress?.(fraction);
    };
    await this.run(args, onLine, this.timeoutMs, request.signal);
  }

  /** Runs Blender, feeding each output line to `onLine`; rejects with the tail of its output on failure. */
  private run(
    args: string[],
    onLine: (line: string) => void,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.blender, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
      let output = '';
      let pending = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const take = (chunk: Buffer) => {
        const text = chunk.toString();
        output = (output + text).slice(-20_000);
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(output);
        else reject(new Error(`Blender exited with ${code}: ${output.split('\n').slice(-12).join('\n')}`));
      });
    });
  }
}
