// The floor of the API benchmark: a bare Fastify route answering a fixed buffer of the
// requested size, GET /floor/<bytes>. No session, no database, no contract: what HTTP and
// Fastify alone cost for a body of that size on this machine. bench/api.mjs runs it in its
// own process (as the product's server runs in its own), on the port given as argument.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './support.mjs';

// Fastify is a dependency of the server, not of the workspace root.
const fastify = createRequire(path.join(root, 'packages/api-server/package.json'))('fastify');

const port = Number(process.argv[2]);
const bodies = new Map();

/** A JSON-looking body of exactly `size` bytes, built once per size. */
function bodyOfSize(size) {
  let body = bodies.get(size);
  if (!body) {
    body = Buffer.alloc(size, 'x');
    if (size >= 2) {
      body.write('"', 0);
      body.write('"', size - 1);
    }
    bodies.set(size, body);
  }
  return body;
}

const app = fastify({ logger: false });
app.get('/floor/:bytes', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodyOfSize(Number(request.params.bytes)));
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('listening');
