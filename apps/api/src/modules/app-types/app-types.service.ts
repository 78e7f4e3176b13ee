import { asc, count, eq } from 'drizzle-orm';
import { appTypes, users } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

/** Every app type, oldest first, with how many patients signed up from it. */
export function listAppTypesWithPatientCounts(deps: Pick<ServiceDeps, 'db'>) {
  return deps.db
    .select({
      id: appTypes.id,
      code: appTypes.code,
      name: appTypes.name,
      createdAt: appTypes.createdAt,
      userCount: count(users.id),
    })
    .from(appTypes)
    .leftJoin(users, eq(users.appType, appTypes.code))
    .groupBy(appTypes.id)
    .orderBy(asc(appTypes.createdAt), asc(appTypes.code));
}
