import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyResolver } from './body-resolver';

const schema = z
  .object({
    name: z.string().trim().min(1, { error: 'Nama wajib diisi' }),
    slot: z.number({ error: 'Slot tidak valid' }).int().min(1, { error: 'Slot minimal 1' }).optional(),
    links: z.array(z.url({ error: 'Link tidak valid' })).optional(),
  })
  .refine((body) => body.name !== 'x', { error: 'Nama terlalu pendek' });

interface Values {
  name: string;
  slot: string;
  links: string;
}

const toBody = (values: Values) => ({
  name: values.name,
  slot: values.slot === '' ? undefined : Number(values.slot),
  links: values.links ? values.links.split('\n') : undefined,
});

const options = { fields: {}, shouldUseNativeValidation: false } as const;

function resolve(
  values: Values,
  resolverOptions: Parameters<typeof bodyResolver<Values, typeof schema>>[2] = {},
) {
  return bodyResolver(schema, toBody, resolverOptions)(values, undefined, options);
}

describe('bodyResolver', () => {
  it('hands the parsed body to the submit handler when the schema takes it', async () => {
    expect(await resolve({ name: ' Grup A ', slot: '5', links: '' })).toEqual({
      values: { name: 'Grup A', slot: 5 },
      errors: {},
    });
  });

  it("puts each of the schema's messages under the field of its body path, the first per field", async () => {
    const result = await resolve({ name: ' ', slot: '0', links: '' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Nama wajib diisi' },
      slot: { type: 'too_small', message: 'Slot minimal 1' },
    });
  });

  it('names the field of a message through fieldOf, e.g. a list typed into one text area', async () => {
    const result = await resolve(
      { name: 'Grup A', slot: '', links: 'https://a.id\nbukan link' },
      { fieldOf: (path) => (path[0] === 'links' ? 'links' : path.join('.')) },
    );
    expect(result.errors).toEqual({ links: { type: 'invalid_format', message: 'Link tidak valid' } });
  });

  it("adds the form's own rules beside the schema's, the schema's message first on a field", async () => {
    const refine = (values: Values) => ({
      name: values.name.trim() ? undefined : 'Isi nama grup',
      slot: values.slot ? undefined : 'Isi slot',
    });
    expect((await resolve({ name: ' ', slot: '', links: '' }, { refine })).errors).toEqual({
      name: { type: 'too_small', message: 'Nama wajib diisi' },
      slot: { type: 'validate', message: 'Isi slot' },
    });
    expect((await resolve({ name: 'Grup A', slot: '', links: '' }, { refine })).errors).toEqual({
      slot: { type: 'validate', message: 'Isi slot' },
    });
  });

  it("keeps a refusal no field shows as the form's root error, so nothing is sent", async () => {
    const result = await resolve({ name: 'x', slot: '', links: '' }, { fieldOf: () => undefined });
    expect(result.errors).toEqual({ root: { type: 'custom', message: 'Nama terlalu pendek' } });
  });
});
