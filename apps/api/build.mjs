// Bundles the server and CLI (with the shared workspace package) into dist/; npm packages stay external.
// Splitting keeps each dynamic import() in a chunk of its own, so a driver that is not
// configured (the S3 storage driver and its SDK) is never loaded.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@clearwell/'));

// Chunk names carry content hashes: start clean so old ones do not pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/server.ts', 'src/cli/create-admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
