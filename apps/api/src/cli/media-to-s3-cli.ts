// npm run media:to-s3 (or `node apps/api/dist/media-to-s3-cli.js`): copies $DATA_DIR/media into the S3 bucket the
// S3_* settings name, under the same keys, before the instances are switched to it (docs/deploy.md).
import { loadConfig } from '../config.js';
import { copyDiskMedia, s3Storage } from '../lib/s3-storage.js';
import { runCli, say } from './cli.js';

await runCli(async () => {
  const config = loadConfig();
  if (!config.s3)
    throw new Error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE as your store needs) to copy the media into it.',
    );
  const copied = await copyDiskMedia(config.mediaDir, s3Storage(config.s3), (key) => say(`  ${key}`));
  say(`${copied} files copied from ${config.mediaDir} to s3://${config.s3.bucket}`);
});
