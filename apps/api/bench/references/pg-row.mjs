// Reference: bare Fastify + pg answering one indexed single-row query.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { rows } = await pool.query('select id from session_steps order by position limit 1');
const id = rows[0].id;
const app = Fastify({ logger: false });
app.get('/', async () => {
  const r = await pool.query('select id, title, position from session_steps where id = $1', [id]);
  return { data: r.rows[0] };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`running at http://127.0.0.1:${process.env.PORT}`);
