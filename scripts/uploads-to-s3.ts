// `npm run uploads:to-s3`: see apps/server/src/ops/copy-uploads.ts.
import { runCopyUploadsCommand } from '../apps/server/src/ops/copy-uploads';

const code = await runCopyUploadsCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exit(code);
