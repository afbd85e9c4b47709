import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that is already the route's declared answer (written by the database), as it is:
 * the route's zod serializer would parse and write it again. The declared schema still describes
 * the answer in the API document, and the route's tests check the text against it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
