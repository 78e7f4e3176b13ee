// Reference: bare Fastify + pg answering one indexed single-row query.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const email = process.env.BENCH_EMAIL;
const app = Fastify({ logger: false });
app.get('/', async () => {
  const r = await pool.query('select id, first_name, email, status from users where email = $1', [email]);
  return { data: r.rows[0] };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`running at http://127.0.0.1:${process.env.PORT}`);
