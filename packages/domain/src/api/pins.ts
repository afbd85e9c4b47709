import { z } from 'zod';
import { createPinBodySchema, productPinSchema } from '../dashboard-schema';
import { defineEndpoints } from './endpoint';
import { PIN_PATHS } from './pins.paths';

const pinAnswer = z.object({ data: productPinSchema });

export const pinEndpoints = defineEndpoints('Pins', PIN_PATHS, {
  listPins: {
    summary: "The products the caller pinned to 'Akun Anda'.",
    access: 'customer',
    responses: { 200: z.object({ data: z.array(productPinSchema) }) },
  },
  createPin: {
    summary: 'Pins a product for the caller: 201 with the new pin, 200 with the one it already had.',
    access: 'customer',
    body: createPinBodySchema,
    responses: { 200: pinAnswer, 201: pinAnswer },
    errors: [404],
  },
  deletePin: {
    summary: "Removes one of the caller's pins, by the pin's id (not the product's).",
    access: 'customer',
    params: z.object({ id: z.string() }),
    responses: { 200: z.object({ data: z.object({ _id: z.string() }) }) },
    errors: [404],
  },
});
