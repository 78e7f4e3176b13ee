import type { MeasureKey } from '@clearwell/shared';
import { asc, eq } from 'drizzle-orm';
import { measures } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

export interface MeasureRow {
  id: string;
  key: MeasureKey;
  answers: number[];
  score: number;
  createdAt: Date;
}

/** Every measure of a patient with its answers, oldest first: their record and their data download. */
export async function measuresWithAnswers({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<MeasureRow[]> {
  const rows = await db
    .select({
      id: measures.id,
      key: measures.key,
      answers: measures.answers,
      score: measures.score,
      createdAt: measures.createdAt,
    })
    .from(measures)
    .where(eq(measures.userId, userId))
    .orderBy(asc(measures.createdAt), asc(measures.id));
  return rows.map((r) => ({ ...r, key: r.key as MeasureKey }));
}
