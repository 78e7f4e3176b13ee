import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CachedJson } from '../lib/cached-json.js';
import { InvalidatedCache } from '../lib/invalidated-cache.js';
import { listJournal } from '../modules/journal/journal.service.js';

/** Where the database announces a patient whose journal changed (see the journal_change_notify migration). */
const JOURNAL_CHANGED_CHANNEL = 'clearwell_journal_changed';
const JournalAnswerSchema = successEnvelope(z.array(JournalDaySchema));
/** Journals kept in memory; a long one is some 70 KB of JSON. */
const MAX_JOURNALS = 256;

/**
 * `app.journal`: each patient's journal as answer JSON, validated and serialised once, kept until
 * the database announces a change to it. Writes made here call `changed` as soon as they commit,
 * so the writer's next request never beats the announcement.
 */
export const journalCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new InvalidatedCache<Promise<CachedJson>>(MAX_JOURNALS, { enabled: false });
    app.dbNotifications.on(JOURNAL_CHANGED_CHANNEL, (userId) => cache.delete(userId));
    app.dbNotifications.onListening((listening) => cache.setEnabled(listening));

    app.decorate('journal', {
      json(userId: string): Promise<CachedJson> {
        return cache.loadThrough(userId, async () => new CachedJson(JSON.stringify(JournalAnswerSchema.parse({ success: true, data: await listJournal(app.db, userId) }))));
      },
      changed(userId: string): void {
        cache.delete(userId);
      },
    });
  },
  { name: 'journal-cache', dependencies: ['db', 'db-notifications'] },
);
