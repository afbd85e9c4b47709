// A real SMTP server for the browser journeys: the shop delivers to it, the tests read it over HTTP.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const httpPort = Number(process.env.E2E_INBOX_PORT ?? 3126);
const received: { to: string[]; raw: string; receivedAt: string }[] = [];

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
    const to = url.searchParams.get('to');
    const messages =
      url.pathname === '/messages' ? received.filter((mail) => !to || mail.to.includes(to)) : [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(url.pathname === '/health' ? { ok: true } : messages));
  })
  .listen(httpPort, '127.0.0.1');
