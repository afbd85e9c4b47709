import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper';
import { signedSandboxCallback } from './sandbox-callback';

const { app } = await createTestApp();

describe('error answers of a route whose response schema declares another shape', () => {
  it('answers a NUL character in the payment callback query with 400 and the error envelope', async () => {
    const { rawBody, headers } = signedSandboxCallback(
      app,
      { reference: 'SBX-NUL', invoice: 'INV-NUL', total: 1000 },
      'PAID',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/callback?x=%00',
      headers,
      payload: rawBody,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
  });
});
