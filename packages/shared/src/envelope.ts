import { z } from 'zod';
import { DETAIL_CODES } from './errors.js';

/** `{success: true, message?, data}`: every successful /api answer. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  details: z
    .array(
      z.object({
        field: z.string(),
        code: z.enum(DETAIL_CODES),
        message: z.string(),
        max: z.number().optional(),
      }),
    )
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageOnlySchema = successEnvelope(z.null());

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `page` and `limit` as they arrive in a query string. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    total_items: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  current_page: number;
  total_pages: number;
  total_items: number;
  limit: number;
}

/** `yyyy-MM-dd` date-only parameter; no year 0000, which the database's calendar does not have. */
export const DateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd')
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !s.startsWith('0000') && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'Not a real calendar date', params: { code: 'invalid_format' } },
  );
