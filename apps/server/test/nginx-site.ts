/**
 * Debian's nginx with the deployment's own site (deploy/nginx/premium-shop.conf), changed only in
 * its ports, certificate and folders, in front of two shop instances on this machine. Used by the
 * two-instance API test (test/multi-instance.test.ts) and the two-instance browser journey
 * (e2e/live-two-instances.spec.ts); it imports no test runner, so both can.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function assertNginxInstalled(): void {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `nginx not found at ${NGINX}: apt-get install -y nginx (.ci/run does), or set NGINX_PATH.`,
    );
  }
}

export interface NginxSiteOptions {
  /** Where nginx keeps its configuration, certificate, logs, cache and temporary files. */
  folder: string;
  /** The two instances' ports on 127.0.0.1, in place of 3000 and 3001. */
  upstreamPorts: readonly [number, number];
  httpPort: number;
  httpsPort: number;
}

export interface NginxSite {
  child: ChildProcess;
  /** https://127.0.0.1:<httpsPort> */
  publicUrl: string;
  /** The self-signed certificate (PEM), for clients that check it. */
  ca: Buffer;
  /** The site's access log (the deployment's log format). */
  accessLog: string;
  /** Everything nginx wrote to stderr so far. */
  output: () => string;
  /** SIGTERM; resolves once nginx has exited. */
  stop: () => Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 stands in for the Let's Encrypt one. */
function writeCertificate(folder: string): { certificate: string; privateKey: string } {
  const certificate = path.join(folder, 'cert.pem');
  const privateKey = path.join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      privateKey,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, privateKey };
}

/** deploy/nginx/premium-shop.conf with these ports, certificate and folders; each change must apply. */
function siteConfig(
  options: NginxSiteOptions,
  files: { certificate: string; privateKey: string; accessLog: string },
): string {
  let site = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../deploy/nginx/premium-shop.conf'),
    'utf8',
  );
  const replace = (from: string, to: string) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx/premium-shop.conf no longer holds "${from}"`);
    site = site.replaceAll(from, to);
  };
  const [first, second] = options.upstreamPorts;
  replace('server 127.0.0.1:3000 ', `server 127.0.0.1:${first} `);
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${second} `);
  replace('listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  replace('listen [::]:80;', '');
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  replace('listen [::]:443 ssl http2;', '');
  replace('/etc/letsencrypt/live/shop.example.com/fullchain.pem', files.certificate);
  replace('/etc/letsencrypt/live/shop.example.com/privkey.pem', files.privateKey);
  replace('/var/cache/nginx/premium-shop', path.join(options.folder, 'cache'));
  replace('/var/log/nginx/premium-shop.access.log', files.accessLog);
  return site;
}

/**
 * Writes the certificate and the configuration into `options.folder` and starts nginx in the
 * foreground (no daemon); the caller waits until it answers and stops it.
 */
export function startNginxSite(options: NginxSiteOptions): NginxSite {
  assertNginxInstalled();
  const { folder } = options;
  const files = { ...writeCertificate(folder), accessLog: path.join(folder, 'premium-shop.access.log') };
  fs.writeFileSync(path.join(folder, 'site.conf'), siteConfig(options, files));
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log ${folder}/access.log;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/site.conf;
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(folder, 'nginx.conf'), '-p', folder], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    publicUrl: `https://127.0.0.1:${options.httpsPort}`,
    ca: fs.readFileSync(files.certificate),
    accessLog: files.accessLog,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
