import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandler } from './errors';

const app = Fastify({ logger: false, bodyLimit: 100 }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
app.post(
  '/echo',
  {
    schema: { body: z.object({ name: z.string().min(1, 'Nama tidak boleh kosong'), age: z.number().int() }) },
  },
  (request) => Promise.resolve(request.body),
);
app.get('/conflict', () => Promise.reject(new AppError('SEAT_UNAVAILABLE')));
// A route whose response schema declares its own shape for a 4xx (as Tripay's callback answer does).
app.get(
  '/own-shape',
  {
    schema: {
      querystring: z.object({ fail: z.string().optional() }),
      response: { 200: z.object({ ok: z.boolean() }), 400: z.object({ ok: z.boolean() }) },
    },
  },
  (request) =>
    request.query.fail
      ? Promise.reject(new AppError('VALIDATION_FAILED', 'Ditolak'))
      : Promise.resolve({ ok: true }),
);
app.get('/crash', () => Promise.reject(new Error('secret internal detail')));
app.get('/database-down', () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
);
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

describe('the error handler', () => {
  it('answers an AppError with its status, code and Indonesian message', async () => {
    const response = await app.inject('/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Slot akun sudah penuh.', code: 'SEAT_UNAVAILABLE' });
  });

  it('answers schema failures with 400 and a message per field', async () => {
    const response = await post(JSON.stringify({ name: '', age: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Nama tidak boleh kosong',
      code: 'VALIDATION_FAILED',
      errors: { name: 'Nama tidak boleh kosong', age: expect.any(String) },
    });
  });

  it.each([
    ['malformed JSON', '{"name":', 400, 'VALIDATION_FAILED'],
    ['an oversized body', JSON.stringify({ name: 'x'.repeat(200), age: 1 }), 413, 'PAYLOAD_TOO_LARGE'],
  ])('answers %s with %i', async (_case, payload, status, code) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it('answers an error in its envelope even where the route declares another shape for that status', async () => {
    const response = await app.inject('/own-shape?fail=1');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ message: 'Ditolak', code: 'VALIDATION_FAILED' });
    expect((await app.inject('/own-shape')).json()).toEqual({ ok: true });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual({
      message: 'Terjadi kesalahan pada server, silakan coba lagi.',
      code: 'INTERNAL',
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const response = await app.inject('/database-down');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
