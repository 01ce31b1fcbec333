import { join } from 'node:path';
import { build } from 'esbuild';

let bundle: Promise<string> | undefined;

/** The render page's script, bundled once per process with three.js inside (no network needed). */
export function renderPageHtml(): Promise<string> {
  bundle ??= build({
    entryPoints: [join(import.meta.dirname, 'page', 'render-page.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
  }).then((result) => {
    const script = result.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
    return `<!doctype html><html><body style="margin:0"><canvas></canvas><script type="module">${script}</script></body></html>`;
  });
  return bundle;
}
