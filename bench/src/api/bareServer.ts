import Fastify from 'fastify';

// The ceiling of the API bench: the same Fastify with one route that parses the JSON body and
// answers a constant envelope, so the ratio prices our handlers (decrypt, validate, database,
// encrypt, logging), not the framework.
const app = Fastify();
app.route({
  method: ['GET', 'POST'],
  url: '/bare',
  handler: async () => ({ flag: 1, message: 'ok', data: 'constant' }),
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
