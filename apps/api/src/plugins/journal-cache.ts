import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachedJson } from '../lib/cached-json.js';
import { InvalidatedCache } from '../lib/invalidated-cache.js';
import { journalCheckIns } from '../modules/check-ins/check-ins.service.js';
import { journalJson, journalStream } from '../modules/journal/journal-json.js';
import { journalPages } from '../modules/journal/journal.service.js';

/** Where the database announces a patient whose journal changed (see the journal_change_notify migration). */
const JOURNAL_CHANGED_CHANNEL = 'clearwell_journal_changed';
/** Journals kept in memory. */
const MAX_JOURNALS = 256;
/**
 * The longest journal kept, as JSON: a journal of 200 sessions of short answers is some 70 KB.
 * With MAX_JOURNALS, kept journals take at most 32 MB (and their smaller compressed copies),
 * whatever patients write.
 */
const MAX_KEPT_BYTES = 128 * 1024;

/**
 * `app.journal`: each patient's journal answer, kept in memory as JSON until the database
 * announces a change to it, when it is no longer than MAX_KEPT_BYTES; a longer one is read and
 * sent as a stream on every request (remembered only as "too long"). Either way it is read a
 * page at a time (journal.service.ts), so no turn of the event loop grows with it. Writes made
 * here call `changed` as soon as they commit, so the writer's next request never beats the
 * announcement.
 */
export const journalCachePlugin = fp(
  async (app: FastifyInstance) => {
    // null: too long to keep.
    const cache = new InvalidatedCache<Promise<CachedJson | null>>(MAX_JOURNALS, { enabled: false });
    app.dbNotifications.on(JOURNAL_CHANGED_CHANNEL, (userId) => cache.delete(userId));
    app.dbNotifications.onListening((listening) => cache.setEnabled(listening));

    /** The whole answer, or null as soon as it passes MAX_KEPT_BYTES (the rest is never read). */
    async function readUpToLimit(userId: string): Promise<CachedJson | null> {
      const pieces: string[] = [];
      let bytes = 0;
      for await (const piece of journalJson(journalPages(app.db, userId), await journalCheckIns(app, userId))) {
        bytes += Buffer.byteLength(piece);
        if (bytes > MAX_KEPT_BYTES) return null;
        pieces.push(piece);
      }
      return new CachedJson(pieces.join(''));
    }

    app.decorate('journal', {
      async answer(userId: string): Promise<CachedJson | Readable> {
        return (await cache.loadThrough(userId, () => readUpToLimit(userId))) ?? journalStream(app.db, userId);
      },
      changed(userId: string): void {
        cache.delete(userId);
      },
    });
  },
  { name: 'journal-cache', dependencies: ['db', 'db-notifications'] },
);
