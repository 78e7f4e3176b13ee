import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/**
 * Writes a .br and a .gz beside every text file of the build, once, so the server sends them
 * as they are (@fastify/static preCompressed) instead of compressing on each request or
 * sending the scripts uncompressed, which on a phone's connection delays the first paint.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'clearwell-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const targets = (await files(outDir)).filter((f) => TEXT.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        targets.map(async (file) => {
          const data = await readFile(file);
          const size = (await stat(file)).size;
          const br = await brotli(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}
