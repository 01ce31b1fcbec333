// The render engines need programs npm cannot install: Blender (Cycles) and Chromium (WebGL).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const NEEDED = [
  { command: 'blender', packages: ['blender', 'python3-numpy'], engine: 'Cycles' },
  { command: 'chromium', packages: ['chromium', 'fonts-dejavu-core'], engine: 'WebGL' },
];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
}

/**
 * Installs the render engines' programs with apt-get when they are missing on a Debian or Ubuntu
 * machine run as root; anywhere else it says what to install and the platform starts without them
 * (the render dialog then tells which engine is missing).
 */
export function ensureRenderEngines() {
  const missing = NEEDED.filter((n) => !has(n.command));
  if (missing.length === 0) return;
  const packages = missing.flatMap((m) => m.packages);
  if (isDebianLike() && process.getuid?.() === 0 && process.env.SKIP_APT !== '1') {
    console.log(
      `\n> apt-get install ${packages.join(' ')} (for the ${missing.map((m) => m.engine).join(' and ')} render engine)`,
    );
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      return;
    } catch {
      console.warn('Could not install them; starting without those render engines.');
      return;
    }
  }
  console.warn(
    `\nRender engines missing: ${missing.map((m) => m.engine).join(', ')}. Install with:\n  sudo apt-get install ${packages.join(' ')}\nStarting without them.`,
  );
}
