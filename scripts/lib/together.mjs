// Runs several long steps at once, each line of their output prefixed with the step's name.
import { spawn } from 'node:child_process';
import { root } from './setup.mjs';

/** Streams a child's output line by line with a prefix, so two interleaved runs stay readable. */
function prefixLines(stream, prefix, write) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && write(`${prefix}${rest}\n`));
}

/**
 * Runs the steps together and waits for all of them; when any fails, this script exits with 1 after
 * naming each failed step (their own output says why). The last lines of each step's output are
 * repeated at the end, so a log read from its tail shows every step's summary.
 */
export async function runTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(({ name, command, args }) => {
      console.log(`\n> [${name}] ${command} ${args.join(' ')}`);
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      const tail = [];
      const echoTo = (out) => (line) => {
        out.write(line);
        tail.push(line);
        if (tail.length > 25) tail.shift();
      };
      const prefix = `[${name}] `;
      prefixLines(child.stdout, prefix, echoTo(process.stdout));
      prefixLines(child.stderr, prefix, echoTo(process.stderr));
      return new Promise((resolve) =>
        child.on('close', (code, signal) => resolve({ name, code, signal, tail })),
      );
    }),
  );
  for (const { name, tail } of outcomes) console.log(`\n--- the end of [${name}]\n${tail.join('')}`);
  const failed = outcomes.filter((o) => o.code !== 0);
  for (const { name, code, signal } of failed)
    console.error(`[${name}] failed: ${signal ?? `exit code ${code}`}`);
  if (failed.length) process.exit(1);
}
