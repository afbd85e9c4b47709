// `npm run restore -- <file> [--force]`: see apps/server/src/ops/restore.ts.
import { runRestoreCommand } from '../apps/server/src/ops/restore';

const code = await runRestoreCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
// Exit explicitly, as scripts/admin-create.ts does: a failure must not end with 0.
process.exit(code);
