import { z } from 'zod';
import { CHECK_IN_NOTE_MAX } from './constants.js';
import { SafetyAssessmentSchema } from './safety.js';

/** One entry of a follow-up schedule: a whole number and a unit, e.g. `1d`, `7d`, `2s`. */
export interface FollowUpEntry {
  /** As shown on the wire and in the admin statistics, e.g. `7d`. */
  after: string;
  seconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
/** Ten years: a longer wait is a typo, and would overflow nothing but would never be seen. */
const MAX_SECONDS = 10 * 365 * 86_400;

/** `7d` → `{after: '7d', seconds: 604800}`; `null` for anything else. */
export function parseFollowUpEntry(value: string): FollowUpEntry | null {
  const match = /^(\d{1,9})([smhd])$/.exec(value.trim().toLowerCase());
  if (!match) return null;
  const amount = Number(match[1]);
  const seconds = amount * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  if (amount < 1 || seconds > MAX_SECONDS) return null;
  return { after: `${amount}${match[2]}`, seconds };
}

/**
 * `FOLLOW_UP_SCHEDULE`: comma-separated entries (`1d,7d,30d`), or `off` for none. Returns the
 * entries soonest first, or a sentence saying what is wrong.
 */
export function parseFollowUpSchedule(value: string): { entries: FollowUpEntry[] } | { error: string } {
  if (value.trim().toLowerCase() === 'off') return { entries: [] };
  const parts = value.split(',').map((p) => p.trim());
  const entries: FollowUpEntry[] = [];
  for (const part of parts) {
    const entry = parseFollowUpEntry(part);
    if (!entry)
      return { error: `"${part}" is not a whole number from 1 followed by s, m, h or d (e.g. 1d,7d,30d), nor "off"` };
    if (entries.some((e) => e.seconds === entry.seconds)) return { error: `"${part}" appears twice` };
    entries.push(entry);
  }
  return { entries: entries.sort((a, b) => a.seconds - b.seconds) };
}

export const CheckInSchema = z.object({
  id: z.string(),
  problem_id: z.string(),
  /** The schedule entry that planned it, e.g. `7d`. */
  after: z.string(),
  due_at: z.string(),
  experience: z.string().nullable(),
  /** The session's first text answer, at most 140 characters. */
  summary: z.string().nullable(),
  intensity_first: z.number().int().nullable(),
  intensity_last: z.number().int().nullable(),
  answered_at: z.string().nullable(),
  intensity: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/**
 * `POST /api/check-ins/:id`'s answer: the answered check-in and what the safety net made of it
 * (crisis language in the note, or an intensity of 9 or more not below the session's first).
 */
export const AnsweredCheckInSchema = CheckInSchema.extend({ safety: SafetyAssessmentSchema });
export type AnsweredCheckIn = z.infer<typeof AnsweredCheckInSchema>;

export const CheckInListSchema = z.object({ due: z.array(CheckInSchema), upcoming: z.array(CheckInSchema) });
export type CheckInList = z.infer<typeof CheckInListSchema>;

export const CheckInAnswerSchema = z.object({
  intensity: z
    .number('Choose how strong it is now, from 0 to 10')
    .int('Choose a whole number from 0 to 10')
    .min(0, 'Choose a number from 0 to 10')
    .max(10, 'Choose a number from 0 to 10'),
  note: z
    .string()
    .max(CHECK_IN_NOTE_MAX, `Keep the note under ${CHECK_IN_NOTE_MAX.toLocaleString('en')} characters`)
    .optional(),
});
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

/** A session's check-ins as its journal entry shows them. */
export const JournalCheckInSchema = CheckInSchema.pick({
  after: true,
  due_at: true,
  answered_at: true,
  intensity: true,
  note: true,
});
export type JournalCheckIn = z.infer<typeof JournalCheckInSchema>;

export const DurabilityRowSchema = z.object({
  after: z.string(),
  planned: z.number().int(),
  answered: z.number().int(),
  /** Answers of 2 or less. */
  still_clear: z.number().int(),
  avg_intensity: z.number().nullable(),
});
export type DurabilityRow = z.infer<typeof DurabilityRowSchema>;
