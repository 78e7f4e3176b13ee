import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { ensureAdmin } from '../lib/admin-bootstrap.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../lib/common-passwords.js';
import { databaseFailure } from '../lib/database-errors.js';

/** npm run admin:create -- --email admin@example.com [--name "Ada"] [--password …] */
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY ?? false });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const email = arg('email');
  if (!email) {
    console.error('Usage: npm run admin:create -- --email <address> [--name <name>] [--password <password>]');
    process.exit(2);
  }
  const password = arg('password') ?? (await promptHidden('Password (8 to 128 characters): '));
  if (password.length < 8 || password.length > 128) {
    console.error('The password must be 8 to 128 characters long.');
    process.exit(2);
  }
  // Checked before the database is opened: the same rule as every other password (docs/api.md, Passwords).
  if (isCommonPassword(password)) {
    console.error(COMMON_PASSWORD_MESSAGE);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    await prepareDatabase(database);
    const created = await ensureAdmin(database.db, { email, password, name: arg('name') });
    console.log(
      created ? `Admin ${email} created.` : `An admin with the e-mail ${email} already exists; nothing was changed.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // A failed insert must not print the values it carried (the e-mail, the password's hash).
  const failure = databaseFailure(err);
  console.error(err instanceof ConfigError ? err.message : failure ? JSON.stringify(failure) : err);
  process.exit(1);
});
