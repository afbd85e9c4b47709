// `npm run uploads:from-s3`: see apps/server/src/ops/copy-uploads.ts.
import { runBackupUploadsCommand } from '../apps/server/src/ops/copy-uploads';

const code = await runBackupUploadsCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exit(code);
