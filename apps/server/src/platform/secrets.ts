import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  credentialsKey: string;
}

/**
 * The JWT secret and the credentials key come from settings; when unset, they are generated once
 * and kept in DATA_DIR/secrets.json (mode 0600), so a single-instance shop keeps working across
 * restarts without configuration. Losing that file makes sealed credentials unreadable.
 */
export function resolveSecrets(
  dataDir: string,
  given: { jwtSecret?: string; credentialsKey?: string },
): Secrets {
  if (given.jwtSecret && given.credentialsKey)
    return { jwtSecret: given.jwtSecret, credentialsKey: given.credentialsKey };
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: given.jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    credentialsKey: given.credentialsKey ?? stored.credentialsKey ?? randomBytes(32).toString('base64'),
  };
  // Only generated secrets are written down; ones given in settings stay out of the file.
  const generated = {
    ...stored,
    ...(!given.jwtSecret && { jwtSecret: secrets.jwtSecret }),
    ...(!given.credentialsKey && { credentialsKey: secrets.credentialsKey }),
  };
  if (generated.jwtSecret !== stored.jwtSecret || generated.credentialsKey !== stored.credentialsKey) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return secrets;
}
