import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemResponses, problems, stepMedia } from '../../src/db/schema.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../factories.js';
import { sessionAnswers, signIn, submitProblem, type Outcome } from './patient-traffic.js';
import { RawRequest, untilRefused } from './raw-http.js';
import { filesUnder, largeMp4, multipartBody, until } from './upload-support.js';
import { createServerData, JWT_SECRET, PROCESS_TEST_TIMEOUT, type ServerData } from './server-data.js';

/**
 * SIGTERM arrives while patients' submissions come in. Every submission the server
 * acknowledged with 201 must be in the database once the process is gone: on PGlite that
 * proves the shutdown waits for in-flight requests and then closes (flushes) the database.
 */
describe('SIGTERM under load', () => {
  /** Each worker is a patient of its own: a patient's sessions past 30 an hour are refused. */
  const WORKERS = 8;
  let data: ServerData;
  let patients: CreatedPatient[];
  let admin: CreatedPatient;
  beforeAll(async () => {
    data = await createServerData();
    [admin, ...patients] = await data.open((database) =>
      Promise.all([
        createAdmin(database, JWT_SECRET),
        ...Array.from({ length: WORKERS }, () => createPatient(database, JWT_SECRET)),
      ]),
    );
  });
  afterAll(() => data?.remove());

  const storedProblems = () =>
    data.open(async ({ db }) =>
      (
        await db
          .select({ id: problems.id })
          .from(problems)
          .where(
            inArray(
              problems.userId,
              patients.map((p) => p.id),
            ),
          )
      ).map((r) => r.id),
    );

  it(
    'exits 0, answers no 5xx, and every 201 has its row with all its answers',
    { timeout: PROCESS_TEST_TIMEOUT },
    async () => {
      const before = await storedProblems();
      const server = await data.start();
      const tokens = await Promise.all(patients.map((p) => signIn(server.url, p.email, p.password)));
      const answers = await sessionAnswers(server.url, tokens[0]!);

      const outcomes: Outcome[] = [];
      let exited: Promise<number | null> | undefined;
      // Workers keep submitting until the server stops taking connections; SIGTERM is sent once
      // a few dozen submissions went through, so others are in flight when it lands.
      const worker = async (token: string) => {
        for (;;) {
          const outcome = await submitProblem(server.url, token, answers);
          outcomes.push(outcome);
          if (outcome.status === 'refused') return;
          if (!exited && outcomes.filter((o) => o.status === 201).length >= 30) exited = server.stop('SIGTERM');
        }
      };
      await Promise.all(tokens.map(worker));

      expect(await exited).toBe(0);
      expect(outcomes.map((o) => o.status).filter((s) => s !== 201 && s !== 'refused')).toEqual([]);
      const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
      expect(accepted.length).toBeGreaterThanOrEqual(30);

      // Exactly the acknowledged submissions are stored: none lost, none kept behind a refusal.
      expect((await storedProblems()).filter((id) => !before.includes(id)).sort()).toEqual([...accepted].sort());
      const answerRows = await data.open(({ db }) =>
        db
          .select({ id: problemResponses.id })
          .from(problemResponses)
          .where(inArray(problemResponses.problemId, accepted)),
      );
      expect(answerRows).toHaveLength(accepted.length * answers.length);
    },
  );

  it(
    'finishes an upload in flight on a keep-alive connection, then closes that connection and exits 0',
    { timeout: PROCESS_TEST_TIMEOUT },
    async () => {
      const server = await data.start();
      const form = new FormData();
      form.append('title', 'Listen');
      form.append('text_content', 'Play the recording.');
      form.append('type', 'text');
      form.append('video', new Blob([new Uint8Array(largeMp4(600_000))]), 'long.mp4');
      const { bytes, contentType } = await multipartBody(form);
      const half = Math.floor(bytes.length / 2);
      const request = await RawRequest.open(
        server.url,
        'POST',
        '/api/admin/session-step',
        { ...bearer(admin.token), 'content-type': contentType },
        bytes.length,
      );
      await request.write(bytes.subarray(0, half));
      const uploads = path.join(data.dataDir, 'uploads');
      await until('the video is being written', () => filesUnder(uploads).some((f) => f.endsWith('.part')));

      const exited = server.stop('SIGTERM');
      // Once the server stopped listening its drain has begun; only then does the body complete.
      await untilRefused(server.url);
      await request.write(bytes.subarray(half));
      const response = await request.response();
      expect(response.status).toBe(201);
      // The client is told not to reuse the connection and the server ends it: left open, an
      // idle keep-alive connection would hold the drain until the shutdown guard exits 1.
      expect(response.headers.connection).toBe('close');
      await request.whenClosed();
      expect(await exited).toBe(0);

      const id = (JSON.parse(response.body) as { data: { id: string } }).data.id;
      const media = await data.open(({ db }) =>
        db.select({ key: stepMedia.storageKey }).from(stepMedia).where(eq(stepMedia.stepId, id)),
      );
      expect(media).toHaveLength(1);
      expect(filesUnder(uploads)).toEqual([media[0]!.key]);
    },
  );
});
