import type { AdminFeedbackItem, PageQuery, Paged } from '@clearwell/shared';
import { count, desc } from 'drizzle-orm';
import { feedback } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

export async function listFeedback(
  { db }: Pick<ServiceDeps, 'db'>,
  { page, limit }: PageQuery,
): Promise<Paged<AdminFeedbackItem>> {
  const [totals] = await db.select({ n: count() }).from(feedback);
  const total = Number(totals?.n ?? 0);
  const rows = await db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      city: r.city,
      country: r.country,
      feedback: r.feedback,
      created_at: r.createdAt.toISOString(),
    })),
    current_page: page,
    total_pages: Math.ceil(total / limit),
    total_items: total,
    limit,
  };
}
