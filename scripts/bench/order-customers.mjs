// The customers whose orders the benchmark places: added to the database with Budi's password, then
// signed in through the login route like any customer. The per-address login limit (30 attempts per
// 15 minutes) is met by signing in from many loopback source addresses (127.0.2.x), 20 each.
import http from 'node:http';
import pg from 'pg';

const PASSWORD = 'budi12345';
const LOGINS_PER_ADDRESS = 20;
/** Logins at once: the shop hashes one or two at a time and refuses past its queue of 32. */
const PARALLEL_LOGINS = 4;

function login(base, email, localAddress) {
  const target = new URL('/api/auth/login', base);
  const body = JSON.stringify({ email, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`login ${email}: ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text).data.token);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Adds `count` customers (once; Budi's password hash), pembeli`first`@gmail.com onwards, signs
 * each in from addresses of `subnet`.x, and returns their tokens. Callers signing in again in one
 * run use another subnet.
 */
export async function signInOrderCustomers(base, databaseUrl, count, subnet = '127.0.2', first = 1) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let emails;
  try {
    const { rows } = await client.query(
      `INSERT INTO users (name, email, phone, password_hash)
       SELECT 'Pembeli ' || g, 'pembeli' || g || '@gmail.com', '+62813' || lpad(g::text, 7, '0'), password_hash
       FROM users, generate_series($2::int, $2::int + $1::int - 1) g WHERE email = 'budi@gmail.com'
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash
       RETURNING email`,
      [count, first],
    );
    emails = rows.map((row) => row.email);
  } finally {
    await client.end();
  }
  const tokens = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < emails.length; index = next++) {
      const address = `${subnet}.${1 + Math.floor(index / LOGINS_PER_ADDRESS)}`;
      tokens[index] = await login(base, emails[index], address);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_LOGINS }, worker));
  return tokens;
}
