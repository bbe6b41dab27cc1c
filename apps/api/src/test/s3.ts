// An S3-compatible server for tests (s3rver, on a temporary folder and a free port) and the client settings that
// reach it: what the S3 storage tests and the multi-instance test share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/s3-storage.js';

/** s3rver's own fixed credentials. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'portal-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true };
  return {
    settings,
    /** A client as the SDK's standard chain would build it from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
    client: () => new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: TEST_S3_CREDENTIALS }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
