// `npm run backup [-- --out <file>]`: see apps/server/src/ops/backup.ts.
import { runBackupCommand } from '../apps/server/src/ops/backup';

const code = await runBackupCommand(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
// Exit explicitly, as scripts/admin-create.ts does: a failure must not end with 0.
process.exit(code);
