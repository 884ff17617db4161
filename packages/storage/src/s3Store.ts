// An S3-compatible object store (MinIO in infra/compose.yaml, or any cloud's
// S3 API) through @aws-sdk/client-s3, for several instances. Path-style
// addresses, so a bucket needs no DNS name of its own. Short timeouts: an
// admin waiting for a photo upload gets a 503 in seconds, not a hung request.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { Readable } from 'node:stream';
import {
  checkKey,
  checkPrefix,
  FileStoreUnavailable,
  type ByteRange,
  type FileStore,
  type StoredFile,
} from './store';

export interface S3StoreConfig {
  /** The endpoint, e.g. http://minio:9000 (S3_URL). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

/** S3 answers a missing key with 404 (NoSuchKey); anything else means the store is not working. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** A range past the end of the file: S3 answers 416. */
const isUnsatisfiable = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416;

function unavailable(error: unknown): never {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  throw new FileStoreUnavailable(`S3 file store: ${reason}`, { cause: error });
}

const DELETE_BATCH = 1000; // S3's limit per DeleteObjects

export function createS3FileStore(config: S3StoreConfig): FileStore {
  const client = new S3Client({
    endpoint: config.url,
    region: config.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
    requestHandler: new NodeHttpHandler({ connectionTimeout: 3_000, requestTimeout: 30_000 }),
  });
  const Bucket = config.bucket;

  async function open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    checkKey(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range && { Range: `bytes=${range.start}-${range.end ?? ''}` }),
        }),
      );
      const size = answer.ContentLength ?? 0;
      const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : size;
      return {
        body: (answer.Body as Readable | undefined) ?? Readable.from([]),
        size,
        totalSize: Number.isFinite(total) ? total : size,
        contentType: answer.ContentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      if (range && isUnsatisfiable(error)) {
        const whole = await open(key);
        if (!whole) return null;
        whole.body.destroy();
        return { ...whole, body: Readable.from([]), size: 0 };
      }
      return unavailable(error);
    }
  }

  return {
    kind: 's3',
    async put(key, body, options) {
      checkKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: options?.contentType }),
        );
      } catch (error) {
        unavailable(error);
      }
    },
    async get(key) {
      const file = await open(key);
      if (!file) return null;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks);
      } catch (error) {
        return unavailable(error);
      }
    },
    open,
    async delete(keys) {
      const all = (typeof keys === 'string' ? [keys] : [...keys]).map(checkKey);
      try {
        for (let i = 0; i < all.length; i += DELETE_BATCH) {
          const batch = all.slice(i, i + DELETE_BATCH);
          await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
            }),
          );
        }
      } catch (error) {
        unavailable(error);
      }
    },
    async list(prefix) {
      checkPrefix(prefix);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
          );
          for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        unavailable(error);
      }
      return keys.sort();
    },
  };
}
