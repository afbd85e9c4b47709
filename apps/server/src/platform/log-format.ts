import { Writable } from 'node:stream';

/** pino's numeric levels and the words a person reads. */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** The keys every line has, or that the line's text already says. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
  'reqId',
]);

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

/**
 * One JSON log line as a person at a terminal reads it, or null to leave it out: a request becomes
 * one line when it completes (`GET /api/products 200 12 ms`), the start's listen lines are left to
 * the banner, an error shows its stack, and any other field follows as key=value.
 */
export function formatLogLine(json: string): string | null {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json;
  }
  const message = line.msg ?? '';
  if (message === 'incoming request' || message.startsWith('Server listening at ')) return null;
  const level = LEVELS[line.level ?? 30] ?? 'INFO ';
  let text = message;
  if (message === 'request completed' && line.req) {
    text = `${line.req.method ?? ''} ${line.req.url ?? ''} ${line.res?.statusCode ?? ''} ${Math.round(line.responseTime ?? 0)} ms`;
  }
  const extras = Object.entries(line)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const head = [clock(line.time), level, text, ...extras].join(' ');
  return line.err?.stack ? `${head}\n${line.err.stack}` : head;
}

/** A pino destination that writes formatLogLine's text to `out` (the process's terminal). */
export function terminalLogStream(out: { write(text: string): unknown }): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const json of lines) {
        const text = json && formatLogLine(json);
        if (text) out.write(`${text}\n`);
      }
      done();
    },
  });
}
