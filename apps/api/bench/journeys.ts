/**
 * What a patient and an admin do, as requests. A patient's journey mirrors the web app: the
 * session page asks for the agreement, the steps and the experiences at once (and accepts the
 * conditions when they are not yet accepted); the rounds of a session happen in the browser (the
 * advice modal's "another round" clears and re-asks the middle steps), and the finished session
 * is one POST /api/problem with an answer per visited step; then the journal opens.
 */
import type { JourneyPlan } from './load-plan.js';

/** Sends one request of a class and returns its parsed JSON answer (`undefined` unless `read`); throws on a failure, already counted. */
export type Call = (
  cls: string,
  method: string,
  path: string,
  opts?: { token?: string; body?: unknown; read?: boolean },
) => Promise<unknown>;

interface Step {
  id: string;
  title: string;
  order: number;
  type: string[];
  options: { radio_options: string[]; slider_config: { min: number; max: number } };
}

const TEXT = [
  'A tight knot behind the ribs',
  'A dull ache in my lower back',
  'Heat in my face and a fast heartbeat',
  'The worry that I am not good enough',
];
const pick = <T>(xs: readonly T[], rnd: () => number) => xs[Math.floor(rnd() * xs.length)]!;
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

/** The answers the web app sends for a session of `rounds` rounds (session-engine.ts's buildSubmission). */
export function submission(steps: Step[], experiences: { title: string }[], rounds: number, rnd: () => number) {
  const sliderValue = (s: Step, high: boolean) => {
    const { min, max } = s.options.slider_config;
    return high ? Math.max(min, max - 3 - Math.floor(rnd() * 3)) : min + Math.floor(rnd() * 3);
  };
  // One round: the sensation is gone and Feel Now follows. More: the last round's sensation has
  // changed, the advice modal leads to the final steps (Message, Process Again "No", Feel Now).
  const skipped = rounds === 1 ? new Set(['Message', 'Process Again']) : new Set<string>();
  const answerOf = (s: Step): unknown => {
    if (s.title === 'Sensation State') return rounds === 1 ? "It's gone" : "It's changed";
    if (s.title === 'Process Again') return 'No';
    if (s.type.includes('options')) return pick(experiences, rnd).title;
    if (s.type.includes('radio')) return pick(s.options.radio_options, rnd);
    if (s.type.includes('text')) return pick(TEXT, rnd);
    if (s.type.includes('slider')) return sliderValue(s, s.title !== 'Feel Now');
    return undefined;
  };
  return steps
    .filter((s) => !skipped.has(s.title))
    .map((s) => ({ session_step_id: s.id, step_unique_id: `${s.order}-${s.id}`, response: answerOf(s) }))
    .filter((a) => a.response !== undefined);
}

/** One patient's visit. */
export async function patientJourney(call: Call, plan: JourneyPlan, rnd: () => number): Promise<void> {
  let token: string;
  if (rnd() < 0.2) {
    const email = `patient${1 + Math.floor(rnd() * plan.patients)}@bench.test`;
    token = dataOf<{ token: string }>(
      await call('POST /api/auth/signin', 'POST', '/api/auth/signin', {
        body: { email, password: plan.password },
        read: true,
      }),
    ).token;
  } else {
    token = pick(plan.tokens, rnd);
  }
  const [agreement, stepsAnswer, experiencesAnswer] = await Promise.all([
    call('GET /api/agreement', 'GET', '/api/agreement', { token, read: true }),
    call('GET /api/session-steps', 'GET', '/api/session-steps', { token, read: true }),
    call('GET /api/experiences', 'GET', '/api/experiences', { token, read: true }),
  ]);
  if (!dataOf<{ agreement_accepted: boolean }>(agreement).agreement_accepted) {
    await call('PUT /api/agreement', 'PUT', '/api/agreement', { token, body: { agreement_accepted: true } });
  }
  const stepsData = dataOf<Step[] | { items: Step[] }>(stepsAnswer);
  const steps = Array.isArray(stepsData) ? stepsData : stepsData.items;
  const rounds = 1 + Math.floor(rnd() * 3);
  const responses = submission(steps, dataOf<{ title: string }[]>(experiencesAnswer), rounds, rnd);
  await call('POST /api/problem', 'POST', '/api/problem', { token, body: { responses } });
  await call('GET /api/journal', 'GET', '/api/journal', { token });
  if (rnd() < 0.1) {
    await call('POST /api/feedback', 'POST', '/api/feedback', {
      token,
      body: { first_name: 'Bench', feedback: 'It helped me relax a little, thank you.' },
    });
  }
}

/** What the admin dashboard asks for when it opens or is refreshed, all at once as the page does. */
export const DASHBOARD = [
  '/api/admin/dashboard',
  ...['user-activity', 'problem-types', 'feedback-sentiment', 'problem-trends', 'safety'].map(
    (s) => `/api/admin/stats/${s}`,
  ),
];

export async function refreshDashboard(call: Call, token: string): Promise<void> {
  await Promise.all(DASHBOARD.map((p) => call(`GET ${p}`, 'GET', p, { token })));
}

export async function exportUsers(call: Call, plan: JourneyPlan, token: string): Promise<void> {
  const { start_date, end_date } = plan.exportRange;
  await call(
    'GET /api/admin/export/users (10,000 rows)',
    'GET',
    `/api/admin/export/users?start_date=${start_date}&end_date=${end_date}`,
    { token },
  );
}
