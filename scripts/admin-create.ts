// `npm run admin:create -- --email x@y --name "Nama"`: see apps/server/src/features/admin-people/admin-create.ts.
import { runAdminCreate } from '../apps/server/src/features/admin-people/admin-create';

const code = await runAdminCreate(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
// Exit explicitly: something loaded under tsx resets process.exitCode, and a failure must not end with 0.
process.exit(code);
