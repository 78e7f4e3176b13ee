import type { Database } from '../../db/client.js';
import { authSessions, experiences, feedback, problems, users } from '../../db/schema.js';
import { truncate } from '../../../test/database.js';

const at = (iso: string) => new Date(iso);

/**
 * Hand-made history across three months and two app types, with rows on the very edges of
 * days and months. Expected numbers in the tests are counted from this by hand.
 */
export async function seedStatsHistory(database: Database) {
  await truncate(database, ['feedback', 'problems', 'users', 'auth_sessions']);
  const { db } = database;
  const [pain, belief] = await db
    .insert(experiences)
    .values([
      { title: 'Stats Pain', icon: 'pain', position: 901 },
      { title: 'Stats Belief', icon: 'belief', position: 902 },
    ])
    .returning({ id: experiences.id });
  const patient = (email: string, appType: string, createdAt: string) =>
    ({ firstName: email.split('@')[0]!, email, appType, createdAt: at(createdAt), status: 'active' as const });
  const [a, b, c, d] = await db
    .insert(users)
    .values([
      patient('ada@stats.test', 'web', '2025-01-10T12:00:00Z'),
      patient('ben@stats.test', 'web', '2025-02-28T23:59:59.999Z'),
      patient('cai@stats.test', 'ios', '2025-03-01T00:00:00Z'),
      patient('dee@stats.test', 'web', '2025-03-15T09:00:00Z'),
    ])
    .returning({ id: users.id });
  const expires = at('2030-01-01T00:00:00Z');
  await db.insert(authSessions).values([
    { userId: a!.id, createdAt: at('2025-02-05T08:00:00Z'), expiresAt: expires },
    { userId: b!.id, createdAt: at('2025-03-01T00:00:00Z'), expiresAt: expires },
  ]);
  await db.insert(problems).values([
    { userId: a!.id, experienceId: pain!.id, appType: 'web', intensityFirst: 8, intensityLast: 2, createdAt: at('2025-02-10T10:00:00Z') },
    { userId: c!.id, experienceId: belief!.id, appType: 'ios', intensityFirst: 6, intensityLast: 1, createdAt: at('2025-03-01T00:00:00Z') },
    { userId: d!.id, experienceId: pain!.id, appType: 'web', intensityFirst: 4, intensityLast: null, createdAt: at('2025-03-31T23:59:59Z') },
  ]);
  const note = (text: string, sentiment: 'positive' | 'neutral' | 'negative', appType: string, createdAt: string) =>
    ({ feedback: text, sentiment, appType, createdAt: at(createdAt), firstName: 'F', email: 'f@stats.test' });
  await db.insert(feedback).values([
    note('Lovely and calm', 'positive', 'web', '2025-01-20T10:00:00Z'),
    note('It did not help', 'negative', 'web', '2025-03-01T00:00:00Z'),
    note('Fine', 'neutral', 'ios', '2025-03-02T10:00:00Z'),
    note('Wonderful', 'positive', 'web', '2025-03-31T23:30:00Z'),
  ]);
  return { users: { a: a!.id, b: b!.id, c: c!.id, d: d!.id } };
}
