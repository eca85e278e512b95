import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-app.js';
import { s3ImageStore } from './image-store.js';

// The S3 store against a small stand-in for an S3-compatible service (path-style PUT, GET and
// DELETE of objects, as MinIO answers them), so the SDK's real requests are made and read.

const objects = new Map<string, { body: Buffer; type: string; at: Date }>();
const requests: string[] = [];
let server: Server;
let endpoint: string;
let database: DatabaseHandle;

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    requests.push(`${req.method} ${key}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
          at: new Date('2026-11-28T10:00:00Z'),
        });
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        res
          .writeHead(200, {
            'Content-Type': object.type,
            'Content-Length': object.body.length,
            'Last-Modified': object.at.toUTCString(),
            ETag: '"x"',
          })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const store = () =>
  s3ImageStore(
    {
      bucket: 'shop',
      prefix: 'uploads/',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    },
    database.db,
  );

describe('images in S3-compatible storage', () => {
  it('writes each image under the prefix in the bucket and reads it back', async () => {
    const images = store();
    let recorded = 0;
    await images.save(
      [
        { name: 'a-800.webp', contentType: 'image/webp', bytes: Buffer.from('large') },
        { name: 'a-400.webp', contentType: 'image/webp', bytes: Buffer.from('small') },
      ],
      async () => {
        recorded += 1;
      },
    );
    expect(recorded).toBe(1);
    expect([...objects.keys()].sort()).toEqual(['/shop/uploads/a-400.webp', '/shop/uploads/a-800.webp']);
    const read = await images.read('a-800.webp');
    expect(read).toMatchObject({ contentType: 'image/webp', createdAt: new Date('2026-11-28T10:00:00Z') });
    expect(read?.bytes.toString()).toBe('large');
    expect(await images.read('b-800.webp')).toBeNull();
  });

  it('removes the objects again when the upload cannot be recorded', async () => {
    await expect(
      store().save([{ name: 'c-800.webp', contentType: 'image/webp', bytes: Buffer.from('c') }], async () => {
        throw new Error('the audit could not be written');
      }),
    ).rejects.toThrow('the audit could not be written');
    expect(objects.has('/shop/uploads/c-800.webp')).toBe(false);
    expect(requests).toContain('DELETE /shop/uploads/c-800.webp');
  });
});
