import { eq } from 'drizzle-orm';
import { EmailSchema } from '@clearwell/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../account/load-patient.js';
import type { FacebookProfile } from './facebook-graph.js';

/**
 * The patient behind a Facebook profile: the one already linked, else the account with the
 * same (Facebook-verified) e-mail, which gets linked and activated, else a new active patient.
 */
export async function findOrCreateFacebookPatient(db: Db, profile: FacebookProfile): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(users).where(eq(users.facebookId, profile.id)).limit(1);
    if (linked) return linked;
    const email = EmailSchema.safeParse(profile.email ?? '');
    if (!email.success) {
      throw new AppError('VALIDATION_ERROR', 'Your Facebook account did not share an e-mail address. Please sign up with your e-mail instead.', [
        { field: 'access_token', message: 'No e-mail address from Facebook' },
      ]);
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, email.data)).limit(1);
    if (existing) {
      const [row] = await tx
        .update(users)
        .set({ facebookId: profile.id, status: 'active', updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(users)
      .values({
        email: email.data,
        firstName: (profile.first_name ?? '').trim().slice(0, 100) || 'Friend',
        lastName: (profile.last_name ?? '').trim().slice(0, 100),
        facebookId: profile.id,
        status: 'active',
        passwordHash: null,
      })
      .returning();
    return row!;
  });
}
