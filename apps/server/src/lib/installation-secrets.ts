import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret of this installation (docs/decisions/secrets.md): the environment's value when one is set
 * (every server of a deployment then shares it), otherwise one made at random the first time and
 * kept in `DATA_DIR/secrets/<name>`, readable by this user only. No secret has a default in code.
 */
export function installationSecret(
  dataDir: string,
  name: string,
  fromEnvironment: string | undefined,
): string {
  if (fromEnvironment) return fromEnvironment;
  const folder = join(dataDir, 'secrets');
  const file = join(folder, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: two processes starting at once cannot both write; the loser reads the winner's secret.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
