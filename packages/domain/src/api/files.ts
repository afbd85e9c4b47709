import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { FILE_PATHS } from './files.paths';

export const fileEndpoints = defineEndpoints('Files', FILE_PATHS, {
  getFile: {
    summary:
      'A private upload (a payment or reimbursement proof) to its owner or an admin: the image itself, not JSON.',
    access: 'customer',
    // Any text is accepted: the server answers 404, never 400, for a name it did not make.
    params: z.object({ name: z.string() }),
    answerMediaType: 'image/*',
    responses: {
      200: z.unknown().meta({ description: "The file's bytes, with its image type as Content-Type." }),
    },
    errors: [404],
  },
});
