import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_IMAGE_MAX_BYTES } from '@kahraba/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages } from '../../../db/schema.js';
import { authHeaders } from '../../../test/factories.js';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kahraba-uploads-'));
  ctx = await createTestApp({ dataDir });
  cast = await createStaffCast(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function multipart(file: { field?: string; name: string; type: string; bytes: Buffer }) {
  const boundary = `----kahraba${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (file: Parameters<typeof multipart>[0], user = cast.admin) => {
  const body = multipart(file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(ctx.app, user) },
  });
};

const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** Every file under the data folder, relative to it, and every image in the store. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)));
  const images = await ctx.database.db.select({ name: uploadedImages.name }).from(uploadedImages);
  return [...files, ...images.map((i) => `store:${i.name}`)].sort();
}

const STORED_URL = /^\/media\/uploads\/([0-9a-f]{32})-800\.webp$/;

describe('POST /api/admin/uploads', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'stores a real %s as WebP in the gallery and card widths, served from /media',
    async (format) => {
      const res = await upload({
        name: `phone.${format}`,
        type: `image/${format}`,
        bytes: await picture(format),
      });
      expect(res.statusCode, res.body).toBe(201);
      const image = res.json().data;
      expect(image).toMatchObject({ width: 800, height: 600 });
      const id = STORED_URL.exec(image.url)?.[1];
      expect(id).toBeDefined();
      expect(image.thumbnail).toBe(`/media/uploads/${id}-400.webp`);

      for (const [url, width] of [
        [image.url, 800],
        [image.thumbnail, 400],
      ] as const) {
        const served = await ctx.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toContain('immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width });
      }
      const [entry] = await auditOf(ctx.database.db, id!);
      expect(entry).toMatchObject({
        actorId: cast.admin.id,
        action: 'upload.create',
        entity: 'upload',
        after: { url: image.url, format },
      });
    },
  );

  it('never enlarges a small image', async () => {
    const res = await upload({ name: 'small.png', type: 'image/png', bytes: await picture('png', 300, 200) });
    expect(res.json().data).toMatchObject({ width: 300, height: 200 });
    const thumb = await ctx.app.inject({ method: 'GET', url: res.json().data.thumbnail });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses a renamed non-image and other formats with 415, storing nothing', async () => {
    const before = await storedFiles();
    const cases = [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture') },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: await picture('gif') },
      {
        name: 'logo.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
      // A real PNG cut short: the header reads fine, the pixels do not.
      { name: 'cut.png', type: 'image/png', bytes: (await picture('png')).subarray(0, 60) },
    ];
    for (const file of cases) {
      const res = await upload(file);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'IMAGE_UNSUPPORTED',
        message: 'Please upload a JPEG, PNG, WebP or AVIF image.',
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const before = await storedFiles();
    const res = await upload({
      name: 'huge.png',
      type: 'image/png',
      bytes: randomBytes(PRODUCT_IMAGE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image is too large; the limit is 5 MB.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a file named to traverse folders under a random name in the image store', async () => {
    const before = await storedFiles();
    const res = await upload({
      name: '../../etc/passwd.png',
      type: 'image/png',
      bytes: await picture('png'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = STORED_URL.exec(res.json().data.url)?.[1];
    const added = (await storedFiles()).filter((f) => !before.includes(f));
    expect(added).toEqual([`store:${id}-400.webp`, `store:${id}-800.webp`]);
    expect(existsSync(path.resolve(dataDir, 'media/uploads', '../../etc/passwd.png'))).toBe(false);
  });

  it('answers 400 without a multipart body or without the file field', async () => {
    const asAdmin = requestAs(ctx.app, cast.admin);
    const json = await asAdmin('POST', '/api/admin/uploads', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION_ERROR');
    const empty = await asAdmin('POST', '/api/admin/uploads');
    expect(empty.statusCode).toBe(400);
    const wrongField = await upload({
      field: 'image',
      name: 'a.png',
      type: 'image/png',
      bytes: await picture('png'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().details).toEqual({
      issues: [{ path: 'file', message: 'Send the image in the "file" field' }],
    });
    const torn = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: 'not a multipart body at all',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', ...authHeaders(ctx.app, cast.admin) },
    });
    expect(torn.statusCode).toBe(400);
    expect(torn.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a moderator before reading the file', async () => {
    const res = await upload(
      { name: 'a.png', type: 'image/png', bytes: await picture('png') },
      cast.moderator,
    );
    expect(res.statusCode).toBe(403);
  });

  it('gives images the shop shows on the product page', async () => {
    const res = await upload({ name: 'gallery.webp', type: 'image/webp', bytes: await picture('webp') });
    const { url } = res.json().data;
    const created = await requestAs(ctx.app, cast.admin)('POST', '/api/admin/products', {
      name: 'Uploaded Picture Phone',
      brand: 'Samsung',
      category: 'Mobile',
      productType: 'MobileTablet',
      price: 9_999,
      quantity: 3,
      images: [url],
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/product/${created.json().data._id}` });
    expect(detail.json().data).toMatchObject({ image: url, images: [url] });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('GET /media/uploads/:file', () => {
  it('serves nothing but stored upload names', async () => {
    for (const url of [
      '/media/uploads/..%2F..%2Fjwt-secret',
      '/media/uploads/%2e%2e%2fjwt-secret',
      '/media/uploads/notes.txt',
      `/media/uploads/${'a'.repeat(32)}-800.webp`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
