import type { AnswerValue, SessionAnswer } from '@clearwell/shared';
import { beforeAndAfter } from '@clearwell/shared/intensity';
import { safetyReasonsOf } from '@clearwell/shared/safety-phrases';
import type { EngineStep } from './answers';

const textsOf = (r: AnswerValue): string[] =>
  typeof r === 'string' ? [r] : Array.isArray(r) ? r.filter((v): v is string => typeof v === 'string') : [];
const numberOf = (r: AnswerValue): number | null => {
  const last = Array.isArray(r) ? r[r.length - 1] : r;
  return typeof last === 'number' ? last : null;
};

/**
 * Whether a finished session calls for the crisis lines, judged on the device by the rule the
 * server applies when it stores one (docs/api.md, Safety, packages/shared): for a session kept on the
 * device, which the server has not judged yet.
 */
export function concernOnDevice(responses: SessionAnswer[], steps: EngineStep[]): boolean {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const ratings = responses.flatMap((a) => {
    const value = numberOf(a.response);
    const step = byId.get(a.session_step_id);
    return value === null || !step ? [] : [{ step_title: step.title, step_key: step.key, value }];
  });
  const { before, after } = beforeAndAfter(ratings);
  const texts = responses.flatMap((a) => textsOf(a.response));
  return safetyReasonsOf({ texts, first: before, last: after }).length > 0;
}
