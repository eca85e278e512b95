/// <reference types="node" />
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at the
// highest levels: done once per build, they cost the server nothing per request, and brotli at its
// best is about a seventh smaller than what on-the-fly compression can afford. The server picks
// the copy the browser accepts (@fastify/static's preCompressed) and falls back to the file itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export const shouldPrecompress = (file: string, bytes: number): boolean =>
  COMPRESSIBLE.test(file) && bytes >= MIN_BYTES;

/** Compresses every eligible file under `dir`; returns the copies written. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const file of await filesUnder(dir)) {
    const content = await readFile(file);
    if (!shouldPrecompress(file, content.length)) continue;
    const copies: Array<[string, Buffer]> = [
      [
        `${file}.br`,
        await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ],
      [`${file}.gz`, await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [copy, compressed] of copies) {
      // A copy that saves nothing would only cost the browser a decompression.
      if (compressed.length >= content.length) continue;
      await writeFile(copy, compressed);
      written.push(copy);
    }
  }
  return written;
}

/** Compresses the browser's files once they are written (the server's own build needs none). */
export function precompress(): Plugin {
  return {
    name: 'kahraba:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(output) {
      if (output.dir) await precompressDirectory(output.dir);
    },
  };
}
