import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/operations';
import { deliverDueEmails } from '../src/features/outbox/outbox.service';
import { createMailTransport } from '../src/platform/mailer';
import { createTestApp } from './helper';
import { resetLinkIn, startSmtpInbox } from './smtp-inbox';

const inbox = await startSmtpInbox();
const { app, db, settings } = await createTestApp({
  SMTP_URL: inbox.url,
  PUBLIC_URL: 'https://toko.example.id',
});
const transport = createMailTransport(settings, app.log);
afterAll(async () => {
  transport.close();
  await inbox.close();
});

const customer = {
  name: 'Dewi Lestari',
  email: 'dewi@gmail.com',
  phone: '081298765432',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  agreeToTerms: true,
};

describe('password reset mail over SMTP', () => {
  it('retries a refused message, delivers it, and the link in it resets the password', async () => {
    expect(transport.kind).toBe('smtp');
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: customer });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(inbox.received).toHaveLength(0);

    inbox.refuseNext(1);
    expect(await deliverDueEmails(db, transport, app.log)).toBe(0);
    const [waiting] = await db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('Mailbox busy');
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await db.update(outbox).set({ nextAttemptAt: new Date() });
    expect(await deliverDueEmails(db, transport, app.log)).toBe(1);
    const [delivered] = await db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await deliverDueEmails(db, transport, app.log)).toBe(0);

    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail!.to).toEqual([customer.email]);
    expect(mail!.raw).toContain('Subject: Reset kata sandi Premium Shop');
    const link = resetLinkIn(mail!.raw);
    expect(link).toMatch(/^https:\/\/toko\.example\.id\/auth\/forgot-password\//);

    const token = link!.split('/').at(-1)!;
    // The stored copy kept the token only until the mail was sent.
    expect(waiting!.body).toContain(token);
    const [stored] = await db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(stored!.body).not.toContain(token);
    expect(stored!.body).toContain('https://toko.example.id/auth/forgot-password/[dihapus]');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'sandibaru99' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: 'sandibaru99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives up once its day of retries is over and marks the message failed', async () => {
    await db
      .update(outbox)
      .set({ status: 'pending', attempts: 7, nextAttemptAt: new Date(), retryUntil: new Date() });
    inbox.refuseNext(1);
    await deliverDueEmails(db, transport, app.log);
    const [failed] = await db.select().from(outbox);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('drops the token from a mail it gives up on, too', async () => {
    await db.delete(outbox);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: customer.email },
    });
    const [queued] = await db.select().from(outbox);
    const token = /\/auth\/forgot-password\/([A-Za-z0-9_-]+)/.exec(queued!.body)?.[1];
    expect(token).toBeTruthy();
    await db.update(outbox).set({ attempts: 7, nextAttemptAt: new Date(), retryUntil: new Date() });
    inbox.refuseNext(1);
    await deliverDueEmails(db, transport, app.log);
    const [failed] = await db.select().from(outbox);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8 });
    expect(failed!.body).not.toContain(token);
    expect(failed!.body).toContain('/auth/forgot-password/[dihapus]');
  });
});
