import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { authHeaders } from '../../test/factories.js';
import { createStaffCast, type StaffCast } from '../../test/staff.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { uploadedFileName } from './uploaded-images.js';

// Two instances of the server on one database, each with a data folder of its own, as two
// machines behind a load balancer would be: an image uploaded through one is served by the other.
// On PostgreSQL (TEST_DATABASE_URL) the second instance opens the database through its own pools;
// on the embedded default both share the one PGlite, which is all a process can have.

let database: DatabaseHandle & { url?: string };
let second: DatabaseHandle | undefined;
let a: App;
let b: App;
let cast: StaffCast;
const folders: string[] = [];

async function instance(db: DatabaseHandle): Promise<App> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kahraba-instance-'));
  folders.push(dataDir);
  const app = await buildApp(testConfig({ dataDir }), { database: db });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
  a = await instance(database);
  b = await instance(second ?? database);
  cast = await createStaffCast(database.db);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await second?.close();
  await database.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function uploadThrough(app: App) {
  const boundary = `----kahraba${randomBytes(8).toString('hex')}`;
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e6091' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tv.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authHeaders(app, cast.admin) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; thumbnail: string };
}

describe('uploaded images on several instances', () => {
  it('serves an image uploaded through one instance from another, which has none of its files', async () => {
    const image = await uploadThrough(a);
    for (const url of [image.url, image.thumbnail]) {
      const res = await b.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp' });
    }
    // Neither instance wrote the image into its own folder.
    for (const dir of folders) expect(await readdir(dir, { recursive: true })).toEqual([]);
  });

  it('serves an image with long cache headers and an ETag, and answers 304 to a matching one', async () => {
    const { url } = await uploadThrough(b);
    const first = await a.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}-800"$/);
    expect(first.headers['last-modified']).toBeDefined();

    const again = await b.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await b.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('still serves an image an instance kept in its own folder before uploads moved to the store', async () => {
    const name = uploadedFileName(randomBytes(16).toString('hex'), 800);
    const dir = path.join(folders[0]!, 'media', 'uploads');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, name),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    const url = `/media/uploads/${name}`;
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
