import { describe, expect, it } from 'vitest';
import { formatLogLine, terminalLogStream } from './log-format';

const at = new Date(2026, 10, 26, 9, 5, 7).getTime();

describe('logs on a terminal', () => {
  it('writes a completed request as one readable line and leaves out its start', () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, time: at, msg: 'incoming request', req: {} })),
    ).toBeNull();
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: at,
          pid: 1,
          hostname: 'vm',
          reqId: 'abc',
          msg: 'request completed',
          req: { method: 'GET', url: '/api/products' },
          res: { statusCode: 200 },
          responseTime: 12.4,
        }),
      ),
    ).toBe('09:05:07 INFO  GET /api/products 200 12 ms');
  });

  it('shows a warning with its fields and an error with its stack', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, time: at, msg: 'redis unavailable', attempt: 2 }))).toBe(
      '09:05:07 WARN  redis unavailable attempt=2',
    );
    expect(
      formatLogLine(
        JSON.stringify({
          level: 50,
          time: at,
          msg: 'job outbox failed',
          err: { message: 'x', stack: 'Error: x\n  at y' },
        }),
      ),
    ).toBe('09:05:07 ERROR job outbox failed\nError: x\n  at y');
  });

  it("leaves the listen lines to the start's banner and passes text that is not JSON through", () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' })),
    ).toBeNull();
    expect(formatLogLine('plain text')).toBe('plain text');
  });

  it('formats lines that arrive split across writes', () => {
    const written: string[] = [];
    const stream = terminalLogStream({ write: (text: string) => written.push(text) });
    const json = JSON.stringify({ level: 30, time: at, msg: 'expired sign-in rows deleted' });
    stream.write(json.slice(0, 10));
    stream.write(`${json.slice(10)}\n`);
    expect(written).toEqual(['09:05:07 INFO  expired sign-in rows deleted\n']);
  });
});
