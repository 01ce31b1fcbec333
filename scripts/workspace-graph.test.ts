import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, workspaceEdges } from './lib/workspace-graph.mjs';

const ROOT = join(import.meta.dirname, '..');

describe('the workspaces’ dependencies', () => {
  it('finds a cycle, however long, and none in a tree', () => {
    const edge = (from: string, to: string) => ({ from, to, via: 'test' });
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c', 'a'],
    ]);
    expect(cyclesOf([edge('server', 'jobs'), edge('worker', 'jobs'), edge('jobs', 'db')])).toEqual([]);
  });

  it('sees imports by package name and by a relative path into another workspace', () => {
    const edges = workspaceEdges(ROOT);
    expect(edges).toContainEqual(expect.objectContaining({ from: '@roomcraft/jobs', to: '@roomcraft/db' }));
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: '@roomcraft/bench',
        to: '@roomcraft/server',
        via: expect.stringMatching(/^bench\//),
      }),
    );
  });

  it('has no cycle between apps and packages, in package.json or in the code that ships', () => {
    const edges = workspaceEdges(ROOT);
    const cycles = cyclesOf(edges).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} → ${to} (${edges.find((e) => e.from === cycle[i] && e.to === to)!.via})`)
        .join(', '),
    );
    expect(cycles).toEqual([]);
  });
});
