/**
 * Cycles reports lines such as `Fra:1 Mem:12M | Time:00:01.20 | Remaining:00:02.1 | ... | Sample 3/8`;
 * returns the fraction done, or null for other lines.
 */
export function parseCyclesProgress(line: string): number | null {
  const match = /\bSample (\d+)\/(\d+)/.exec(line);
  if (!match) return null;
  const total = Number(match[2]);
  return total > 0 ? Math.min(1, Number(match[1]) / total) : null;
}

/** The bake script reports its own stages as `ROOMCRAFT progress 0.850` (Cycles prints nothing while baking). */
export function parseBakeProgress(line: string): number | null {
  const match = /^ROOMCRAFT progress ([\d.]+)/.exec(line);
  return match ? Math.min(1, Number(match[1])) : null;
}

/**
 * The render script meters the exposure with a small render first, whose samples are not the
 * picture's: progress counts only from its `ROOMCRAFT device=` line on, printed when the picture starts.
 */
export function renderProgress(): (line: string) => number | null {
  let started = false;
  return (line) => {
    if (line.startsWith('ROOMCRAFT device=')) started = true;
    return started ? parseCyclesProgress(line) : null;
  };
}
