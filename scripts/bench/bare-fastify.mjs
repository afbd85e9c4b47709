// The ceiling of the benchmark: a bare Fastify route answering a small JSON body on this machine,
// and the same route answering a body of a given size, to show what the bytes alone cost.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { status: 'ok' } }));

/** Incompressible bodies by size, made once: a compressed answer of that size costs the same to read. */
const bodies = new Map();
app.get('/bare/:bytes', async (request, reply) => {
  const size = Math.min(Number.parseInt(request.params.bytes, 10) || 0, 16 * 1024 * 1024);
  if (!bodies.has(size)) bodies.set(size, randomBytes(size));
  return reply.type('application/octet-stream').send(bodies.get(size));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
