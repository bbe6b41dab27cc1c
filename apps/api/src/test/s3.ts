// An S3-compatible server for tests (s3rver, on a temporary folder and a free port) and the client settings that
// reach it: what the S3 storage tests and the multi-instance test share.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateBucketCommand, PutBucketVersioningCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '../db/embedded.js';
import type { S3Settings } from '../lib/s3-storage.js';

/** s3rver's own fixed credentials. */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'portal-media') {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  return {
    settings,
    /** A client as the SDK's standard chain would build it from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. */
    client: () =>
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: true,
        credentials: TEST_S3_CREDENTIALS,
      }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** moto's S3 server (Python's `moto[server]`), when this machine has it: unlike s3rver, it keeps versions. */
export const motoServerPath = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

/**
 * A bucket with versioning on (as compose.yaml's MinIO bucket), on moto's S3 server on a free port: what erasure
 * is tested against, since s3rver answers versioning requests "not implemented".
 */
export async function startVersionedTestS3(bucket = 'portal-media') {
  if (!motoServerPath) throw new Error('moto_server is not installed');
  const port = await freePort();
  const server = spawn(motoServerPath, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  const client = () =>
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
    });
  const close = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  try {
    // Python starts in a second or two: ready when its S3 API answers.
    for (let ready = false, i = 0; !ready; i++) {
      if (i === 200 || server.exitCode !== null) throw new Error(`moto_server did not start on port ${port}`);
      ready = await fetch(`${settings.endpoint}/`).then(
        () => true,
        () => false,
      );
      if (!ready) await sleep(100);
    }
    const admin = client();
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    await admin.send(
      new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }),
    );
  } catch (err) {
    await close();
    throw err;
  }
  return { settings, client, close };
}
