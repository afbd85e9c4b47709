// Starts and stops the processes a benchmark measures: the built shop and the bare Fastify ceiling.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitForUrl(url, timeoutMs = 120_000) {
  for (let waited = 0; waited < timeoutMs; waited += 250) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Runs `node <script>` with `env` and resolves once `readyUrl` answers 200. */
export async function startProcess(root, script, env, readyUrl) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await Promise.race([
    waitForUrl(readyUrl),
    exited.then((code) => {
      throw new Error(`${script} exited with ${code} before it was ready`);
    }),
  ]);
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `node <script> ...args` to its end and resolves with what it printed on stdout. */
export function runToEnd(root, script, args) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}
