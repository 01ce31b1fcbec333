import { spawn } from 'node:child_process';
import { blenderScriptArguments, RENDER_SCRIPT } from '../../apps/worker/src/engines/cycles/cycles-engine.ts';

/**
 * Blender by hand: the engine's own render script on a settings file, with no worker around it. A child
 * process, so the event loop (and a server running in it) stays free.
 */
export function renderWithBlenderByHand(settingsPath: string): Promise<void> {
  return new Promise((resolve, reject) =>
    spawn('blender', blenderScriptArguments(RENDER_SCRIPT, settingsPath), { stdio: 'ignore' }).on(
      'close',
      (code) => (code === 0 ? resolve() : reject(new Error(`blender exited with ${code}`))),
    ),
  );
}
