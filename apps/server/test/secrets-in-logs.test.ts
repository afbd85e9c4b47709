import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/operations';
import { users } from '../src/db/schema/users';
import { deliverDueEmails } from '../src/features/outbox/outbox.service';
import { createMailTransport } from '../src/platform/mailer';
import { signedInAdmin, signedInCustomer } from './customers';
import { openEventStream } from './event-stream';
import { createTestApp } from './helper';

// The real app with its own logger (every line kept), no SMTP_URL (mail only noted in the log, as in
// development), and a real PostgreSQL.
const lines: string[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const { app, db, settings, tokens } = await createTestApp(
  { PUBLIC_URL: 'https://toko.example.id' },
  { logger: { level: 'info', stream: logs } },
);
const logText = () => lines.join('');

const customer = {
  name: 'Sari Wulandari',
  email: 'sari.wulandari@gmail.com',
  phone: '081298765433',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  agreeToTerms: true,
};

async function queuedResetMail() {
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, customer.email));
  return row!;
}

describe('secrets in the log and the outbox', () => {
  it('a password reset leaves no token and no e-mail address in the log, and none in the sent outbox row', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/register', payload: customer })).statusCode,
    ).toBe(201);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);

    // Until it is sent the row holds the link: it is what the mail needs.
    const queued = await queuedResetMail();
    const token = /\/auth\/forgot-password\/([A-Za-z0-9_-]+)/.exec(queued.body)?.[1];
    expect(token).toBeTruthy();

    // The admin's outbox list shows the waiting mail without the token.
    const admin = await signedInAdmin(db, tokens);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?channel=email',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);

    const transport = createMailTransport(settings, app.log);
    expect(transport.kind).toBe('log');
    expect(await deliverDueEmails(db, transport, app.log)).toBe(1);

    // The customer opens the link (both forms the web app accepts) and sets a new password.
    for (const url of [`/auth/forgot-password/${token}`, `/auth/forgot-password?token=${token}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'sandibaru99' },
    });
    expect(reset.statusCode).toBe(200);
    // A query value is not logged either.
    await app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(customer.email)}` });

    const text = logText();
    expect(text).toContain('e-mail not delivered: SMTP_URL is unset');
    expect(text).toContain('/auth/forgot-password/[dihapus]');
    expect(text).toContain('/auth/forgot-password?token=[dihapus]');
    expect(text).toContain('/api/products?search=[dihapus]');
    expect(text).not.toContain(token);
    expect(text).not.toContain(customer.email);
    expect(text).not.toContain(encodeURIComponent(customer.email));

    const sent = await queuedResetMail();
    expect(sent.status).toBe('sent');
    expect(sent.body).not.toContain(token);
    expect(sent.body).toContain('https://toko.example.id/auth/forgot-password/[dihapus]');
    expect(JSON.parse(sent.body)).not.toHaveProperty('secrets');
  });

  it("a database error's log line keeps its code and constraint, not the values sent", async () => {
    const taken = 'dobel.terdaftar@gmail.com';
    const row = { name: 'Dobel', email: taken, phone: '+6281200000002', passwordHash: 'not-a-real-hash' };
    await db.insert(users).values(row);
    const failure = await db
      .insert(users)
      .values(row)
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: { code?: string; detail?: string } },
      );
    // What drizzle and PostgreSQL put in the error: the value, in the message and in the detail.
    expect(failure?.message).toContain(taken);
    expect(failure?.cause?.detail).toContain(taken);

    lines.length = 0;
    app.log.error({ err: failure }, 'unhandled error');
    const [line] = lines.map((text) => JSON.parse(text) as { err: Record<string, unknown> });
    expect(logText()).not.toContain(taken);
    expect(line!.err).toMatchObject({ type: 'DrizzleQueryError' });
    expect(String(line!.err.message)).toMatch(/^Failed query: insert into "users"/);
    expect(line!.err).not.toHaveProperty('params');
    expect(line!.err.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(line!.err.cause).not.toHaveProperty('detail');
  });

  it("a live stream's ticket never reaches the log, opened or refused", async () => {
    const { token } = await signedInCustomer(db, tokens);
    const ticketAnswer = await app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    const { ticket } = ticketAnswer.json<{ data: { ticket: string } }>().data;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    lines.length = 0;
    const stream = await openEventStream(`${base}/api/events?ticket=${ticket}&lastEventId=1`);
    expect(stream.status).toBe(200);
    // Used once already: the second is refused, and logged as any 401 is.
    const again = await openEventStream(`${base}/api/events?ticket=${ticket}`);
    await again.ended;
    expect(again.status).toBe(401);
    stream.close();
    await stream.ended;

    const text = logText();
    expect(text).toContain('/api/events?ticket=[dihapus]&lastEventId=[dihapus]');
    expect(text).not.toContain(ticket);
  });
});
