// Reference: a bare Fastify hello-world.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`running at http://127.0.0.1:${process.env.PORT}`);
