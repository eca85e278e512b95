import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadedImages } from '../../db/schema.js';

// Where staff-uploaded images are kept: in PostgreSQL by default, so every instance on the database
// serves every upload with nothing else to share; in S3-compatible storage when S3_BUCKET is set.
// Images are written once under a random name and never changed.

export interface ImageFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  createdAt: Date;
}

export interface ImageStore {
  readonly kind: 'database' | 's3';
  /**
   * Keeps `files` and runs `record` (the audit entry): in one transaction on the database; on S3,
   * after the objects are written, removing them again if `record` fails. Either way no stored
   * image is left without its record.
   */
  save(files: readonly ImageFile[], record: (db: Database) => Promise<void>): Promise<void>;
  /** The image stored under `name`, or null. */
  read(name: string): Promise<StoredImage | null>;
}

export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `uploads/`. */
  prefix: string;
  region: string;
  /** The service's address, for storage other than AWS (MinIO, Cloudflare R2...). */
  endpoint?: string | undefined;
  /** Bucket in the path rather than the host name, as MinIO usually wants. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain is used (environment, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The store the configuration names (AppConfig's `s3`): S3 when it has settings, else the database. */
export function createImageStore(config: { s3?: S3Settings | undefined }, db: Database): ImageStore {
  return config.s3 ? s3ImageStore(config.s3, db) : databaseImageStore(db);
}

export function databaseImageStore(db: Database): ImageStore {
  return {
    kind: 'database',
    async save(files, record) {
      await db.transaction(async (tx) => {
        // No upsert: a random name that ever came up twice fails the upload instead of replacing an image.
        await tx.insert(uploadedImages).values([...files]);
        await record(tx as unknown as Database);
      });
    },
    async read(name) {
      const [row] = await db
        .select({
          bytes: uploadedImages.bytes,
          contentType: uploadedImages.contentType,
          createdAt: uploadedImages.createdAt,
        })
        .from(uploadedImages)
        .where(eq(uploadedImages.name, name));
      return row ?? null;
    },
  };
}

type S3Module = typeof import('@aws-sdk/client-s3');

export function s3ImageStore(settings: S3Settings, db: Database): ImageStore {
  // The SDK is large: loaded on first use, and only by servers that store images there.
  let client: Promise<{ s3: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
        // default checksum headers and trailers on every request.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return client;
  };
  const key = (name: string) => `${settings.prefix}${name}`;

  return {
    kind: 's3',
    async save(files, record) {
      const { s3, client } = await connect();
      const put = (file: ImageFile) =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: settings.bucket,
            Key: key(file.name),
            Body: file.bytes,
            ContentType: file.contentType,
            // Written once under a random name: a cache in front may keep it for good.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      const remove = () =>
        Promise.allSettled(
          files.map((file) =>
            client.send(new s3.DeleteObjectCommand({ Bucket: settings.bucket, Key: key(file.name) })),
          ),
        );
      try {
        await Promise.all(files.map(put));
        await record(db);
      } catch (error) {
        await remove();
        throw error;
      }
    },
    async read(name) {
      const { s3, client } = await connect();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        if (!object.Body) return null;
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
          createdAt: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (error instanceof s3.NoSuchKey || status === 404) return null;
        throw error;
      }
    },
  };
}
