import { z } from 'zod';

/** A user as the API sends it: never the password hash. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Whether the user proved `phone` with a code sent to it; WhatsApp notices go only to a proved number. */
  isPhoneVerified: z.boolean(),
  role: z.enum(['customer', 'admin']),
  createdAt: z.string(),
});

/** What login, register and refresh answer in `data` (SPEC §3 Auth response). */
export const authResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});

export type User = z.infer<typeof userSchema>;
export type AuthResult = z.infer<typeof authResultSchema>;
