// The dependency graph between the workspaces (apps and packages): what each one's package.json
// `dependencies` name and what its shipped source imports, by package name or by a relative path
// into another workspace. Test code (`*.test.ts`, `test-*.ts`, `test/` folders) is left out: a test
// may drive two apps together without making one depend on the other at run time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /(\.test\.|\.e2e\.|^test-)/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every workspace of the repository at `root`: its name, folder and declared dependencies. */
export function workspacesOf(root) {
  const patterns = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const folders = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => join(pattern.slice(0, -2), name))
      : [pattern],
  );
  return folders
    .filter((folder) => statSync(join(root, folder, 'package.json'), { throwIfNoEntry: false }))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      return { name: manifest.name, folder, dependencies: Object.keys(manifest.dependencies ?? {}) };
    });
}

function sourceFiles(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'test' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** Edges `from → to` between workspace names, each with where it comes from. */
export function workspaceEdges(root) {
  const workspaces = workspacesOf(root);
  const names = new Set(workspaces.map((w) => w.name));
  const owner = (path) =>
    workspaces.find((w) => `${path}${sep}`.startsWith(`${resolve(root, w.folder)}${sep}`))?.name;
  const edges = [];
  for (const workspace of workspaces) {
    for (const dependency of workspace.dependencies)
      if (names.has(dependency)) edges.push({ from: workspace.name, to: dependency, via: 'package.json' });
    for (const file of sourceFiles(resolve(root, workspace.folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        const target = specifier.startsWith('.')
          ? owner(resolve(dirname(file), specifier))
          : [...names].find((name) => specifier === name || specifier.startsWith(`${name}/`));
        if (target && target !== workspace.name)
          edges.push({ from: workspace.name, to: target, via: relative(root, file) });
      }
    }
  }
  return edges;
}

/** The cycles of a directed graph given as edges, each as the names along it (first repeated last). */
export function cyclesOf(edges) {
  const next = new Map();
  for (const { from, to } of edges) next.set(from, new Set([...(next.get(from) ?? []), to]));
  const cycles = [];
  const state = new Map();
  const path = [];
  const visit = (node) => {
    state.set(node, 'open');
    path.push(node);
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') cycles.push([...path.slice(path.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of next.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
