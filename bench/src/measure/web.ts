import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface WebFigures {
  /** Gzip bytes of the JS the first page load fetches (entry script and module preloads). */
  initialJsGzipBytes: number;
  initialCssGzipBytes: number;
  files: string[];
}

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

/** Builds the web app when it has no build yet (or when asked), then sizes what index.html loads first. */
export function measureWeb(options: { build: boolean }): WebFigures {
  const dist = join(webRoot, 'dist');
  if (options.build || !existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: join(webRoot, '..'), stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const gzipBytes = (extension: string) =>
    assets
      .filter((asset) => asset.endsWith(extension))
      .reduce((sum, asset) => sum + gzipSync(readFileSync(join(dist, asset.replace(/^\//, '')))).length, 0);
  return { initialJsGzipBytes: gzipBytes('.js'), initialCssGzipBytes: gzipBytes('.css'), files: assets };
}
