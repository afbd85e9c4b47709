import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './embedded';

const folders: string[] = [];
function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-lock-'));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a folder held by a live process, naming it', () => {
    const folder = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(folder, 'shop.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(folder)).toThrow(`in use by another Premium Shop process (pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone, and releases it', async () => {
    const folder = tempDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(path.join(folder, 'shop.lock'), `${gone.pid}\n`);
    const release = lockDataDir(folder);
    expect(fs.readFileSync(path.join(folder, 'shop.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(folder, 'shop.lock'))).toBe(false);
  });
});
