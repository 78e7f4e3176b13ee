import { asc } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.js';
import { experiences } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

const experiencesInOrder = preparedPerDatabase((db) =>
  db.select().from(experiences).orderBy(asc(experiences.position)).prepare('experiences_in_order'),
);

/** The experiences a patient chooses from at the start of a session, in display order. */
export function listExperiencesInOrder(deps: Pick<ServiceDeps, 'db'>) {
  return experiencesInOrder(deps.db).execute();
}
