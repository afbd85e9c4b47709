import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_EVENT_HEARTBEAT_SECONDS, LIVE_EVENT_RETRY_MS } from '@premium-shop/domain/live-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveEventHub } from './live-event-hub';

/**
 * The hub on a real HTTP connection, with only its interval timer faked: the heartbeat that keeps
 * proxies and browsers from closing an idle stream is written every 25 s, to every open stream.
 */
const closers: Array<() => void> = [];

afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.useRealTimers();
});

async function serveHub(hub: LiveEventHub): Promise<string> {
  const server = http.createServer((_request, response) => {
    hub.open(
      response,
      {},
      {
        userId: 'pengguna-1',
        sessionId: 'sesi-1',
        isAdmin: false,
        endsAt: new Date(Date.now() + 15 * 60_000),
        lastEventId: null,
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    hub.closeAll();
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Opens a stream and collects what arrives on it. */
async function listen(url: string): Promise<{ received: () => string }> {
  let text = '';
  await new Promise<void>((resolve, reject) => {
    http
      .get(url, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          resolve();
        });
      })
      .on('error', reject);
  });
  return { received: () => text };
}

/** Lets the sockets carry what was written (real I/O; only setInterval is faked). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('live event hub', () => {
  it('writes a heartbeat comment to every open stream every 25 s, and nothing before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const hub = new LiveEventHub({
      missed: () => Promise.resolve([]),
      setOpenStreams: () => undefined,
      countSent: () => undefined,
    });
    const url = await serveHub(hub);
    const first = await listen(url);
    const second = await listen(url);
    expect(first.received()).toBe(`retry: ${LIVE_EVENT_RETRY_MS}\n\n`);

    vi.advanceTimersByTime(LIVE_EVENT_HEARTBEAT_SECONDS * 1000 - 1);
    await delivered();
    expect(first.received()).not.toContain('heartbeat');

    vi.advanceTimersByTime(1);
    await delivered();
    for (const stream of [first, second]) {
      expect(stream.received()).toBe(`retry: ${LIVE_EVENT_RETRY_MS}\n\n: heartbeat\n\n`);
    }

    vi.advanceTimersByTime(LIVE_EVENT_HEARTBEAT_SECONDS * 1000);
    await delivered();
    expect(first.received().match(/: heartbeat\n\n/g)).toHaveLength(2);
  });
});
