import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory, shouldPrecompress } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('kahraba '.repeat(400))});`;
    writeFileSync(path.join(dir, 'assets', 'index-3f9a.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);

    const written = await precompressDirectory(dir);

    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual([
      'assets/index-3f9a.js.br',
      'assets/index-3f9a.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const br = readFileSync(path.join(dir, 'assets', 'index-3f9a.js.br'));
    const gz = readFileSync(path.join(dir, 'assets', 'index-3f9a.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
  });

  it('leaves fonts, images and tiny files alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 1));
    writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
    expect(await precompressDirectory(dir)).toEqual([]);
  });
});

describe('shouldPrecompress', () => {
  it('takes text assets from 1 KiB up', () => {
    expect(shouldPrecompress('a.css', 1024)).toBe(true);
    expect(shouldPrecompress('a.svg', 5000)).toBe(true);
    expect(shouldPrecompress('a.css', 1023)).toBe(false);
    expect(shouldPrecompress('a.woff2', 50_000)).toBe(false);
    expect(shouldPrecompress('a.js.br', 50_000)).toBe(false);
  });
});
