import type {
  Experience,
  GuideMedium,
  ProblemCreated,
  ProblemRequest,
  SessionAnswer,
  SessionStep,
} from '@clearwell/shared';
import { sensationChoiceAt } from '@clearwell/shared/rule-choices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { i18n, language, useMessages } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { holdUpdateOffer } from '../../../lib/app-update';
import { patientAuth } from '../../../lib/auth-storage';
import { newClientId } from '../../../lib/client-id';
import { showLaterConcern } from '../../../lib/later-concern';
import type { SendOutcome } from '../../../lib/offline-queue';
import { submitProblem } from '../../../lib/submit-problem';
import { AnnouncedSafetyCard, preloadSafetyCard, useCrisisWords } from '../../../components/safety/in-session';
import { choiceOf, textOf } from '../engine/answers';
import * as engine from '../engine/session-engine';
import { clearProgress, loadProgress, saveProgress } from '../progress-store';
import { useStepsInHistory } from '../hooks/use-steps-in-history';
import { AnswerFields } from './answer-fields';
import { StepGuide } from './step-guide';
import { queryKeys } from '../../../lib/query-keys';

const messages = i18n('session/runner', {
  back: 'Back',
  saving: 'Saving…',
  finish: 'Finish',
  next: 'Next',
  backToSession: 'Back to my session',
  submitFailed: 'Failed to submit your responses. Please try again.',
  previewRestart: 'Preview: nothing was stored. A new session begins.',
  keptRestart:
    'Your answers are saved on this device and will be added to your journal when you are online. Let us begin a new session.',
  savedRestart: 'Your answers are saved in your journal. Let us begin a new session.',
});

// Needed only once a sensation is still there: loaded when first opened, not with the page.
const AdviceModal = lazy(() => import('./advice-modal').then((m) => ({ default: m.AdviceModal })));

/** A step as the server gives it, with its stable key (docs/api.md, Languages) where the data has one. */
type Step = SessionStep & { key?: string };

interface SessionRunnerProps {
  steps: Step[];
  experiences: Experience[];
  medium: GuideMedium;
  /**
   * The session ended on its last step; `experience` is what the patient chose, `concern` what the
   * server made of it, `onDevice` that it is kept on this device until the connection is back.
   */
  onFinished: (experience: string | null, concern: boolean, onDevice: boolean) => void;
  onAgreementRequired: () => void;
  /**
   * Where the answers go instead of the patient's journal: the admin preview passes one that
   * stores nothing. Progress is then not kept in the browser either.
   */
  submitAnswers?: (body: ProblemRequest) => Promise<ProblemCreated>;
}

const finishSession = (...args: Parameters<typeof import('../api/finish-session').finishSession>) =>
  import('../api/finish-session').then((m) => m.finishSession(...args));

function chosenExperience(responses: SessionAnswer[], steps: Step[]): string | null {
  const step = steps.find((s) => s.type.includes('options')) ?? steps.find((s) => engine.isStep(s, 'chooseExperience'));
  const answer = responses.find((r) => r.session_step_id === step?.id);
  return answer ? choiceOf(answer.response) || null : null;
}

/** Runs the guided steps: renders the engine's state, keeps it in the browser, submits at the end. */
export function SessionRunner({
  steps,
  experiences,
  medium,
  onFinished,
  onAgreementRequired,
  submitAnswers,
}: SessionRunnerProps) {
  const keep = !submitAnswers;
  const [resumed] = useState(() => (keep ? loadProgress(steps) : null));
  const [state, setState] = useState(() => resumed?.state ?? engine.initialState(steps));
  // The id the finished session is sent with, kept with the progress: finished again after a
  // reload, it is the same session and is stored once (docs/api.md, Sessions (problems)).
  const [clientId, setClientId] = useState(() => resumed?.clientId ?? newClientId());
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  // The advice dialog's code is loaded the first time it opens, then kept, so that closing it
  // returns focus to where it was; until then nothing of it is part of the page's first load.
  const [advice, setAdvice] = useState<'never-opened' | 'open' | 'closed'>('never-opened');
  const preview = useMutation({ mutationFn: submitAnswers ?? submitProblem });
  const busy = saving || preview.isPending;
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = useRef<HTMLDivElement>(null);
  // Set by the advice's "Show me the lines": focus moves to the card once the dialog has given it back.
  const [focusLines, setFocusLines] = useState(false);
  const first = useRef(true);
  const t = useMessages(messages);
  const counter = useMessages(engine.counterMessages);
  const stepBack = useCallback(() => setState((s) => engine.back(s, steps)), [steps]);
  // The browser's back button goes a step back too, through the same history as the Back button.
  const goBack = useStepsInHistory(state.index, stepBack, keep);

  useEffect(() => {
    if (keep) saveProgress(steps, state, clientId);
  }, [keep, steps, state, clientId]);
  // A new version of the app is offered only once the session is over.
  useEffect(() => holdUpdateOffer(), []);
  // Loaded while the connection is there, so a session finished after it drops can still be kept.
  useEffect(() => {
    if (!keep) return;
    void import('../api/finish-session').catch(() => undefined);
    void import('../engine/safety-on-device').catch(() => undefined);
  }, [keep]);
  // Move focus to the new step's title so screen readers announce it (not on first load).
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [state.index]);

  useEffect(() => {
    if (!focusLines) return;
    setFocusLines(false);
    lines.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [focusLines]);

  const step = steps[state.index]!;
  const answer = engine.currentAnswer(state, step);
  const safety = useSafetyCard(step.type.includes('text') ? textOf(step, answer) : '');

  /** A session answered after the patient was told it is kept on the device (docs/api.md, Sessions (problems)). */
  const heardLate = (outcome: SendOutcome) => {
    if (outcome.kind !== 'stored') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
    if (outcome.created.safety?.concern) showLaterConcern();
  };

  /**
   * The session goes to the device first, then to the journal; without an answer within a few
   * seconds it stays on the device (`onDevice`) and is sent with the same id later.
   */
  const send = async (responses: SessionAnswer[], then: (concern: boolean, onDevice: boolean) => void) => {
    if (!keep) {
      try {
        then(Boolean((await preview.mutateAsync({ responses, client_id: clientId })).safety?.concern), false);
      } catch {
        toast.error(messages.get().submitFailed);
      }
      return;
    }
    const owner = patientAuth.getUser()?.id;
    if (!owner) return void toast.error(messages.get().submitFailed);
    setSaving(true);
    const finished = await finishSession(
      {
        client_id: clientId,
        owner,
        responses,
        experience: chosenExperience(responses, steps),
        // The language the steps were shown in, so the journal keeps their titles as the patient saw them.
        lang: language.get(),
        content_version_id: steps[0]?.content_version_id,
        saved_at: new Date().toISOString(),
      },
      { onKept: clearProgress, onLate: heardLate },
    ).catch(() => null);
    setSaving(false);
    if (finished?.kind === 'stored' || finished?.kind === 'kept') clearProgress();
    if (finished?.kind === 'stored') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.journal });
      return then(finished.concern, false);
    }
    // Not yet judged by the server: the same rule, applied on the device.
    if (finished?.kind === 'kept') {
      const { concernOnDevice } = await import('../engine/safety-on-device');
      return then(concernOnDevice(responses, steps), true);
    }
    // Not stored: the patient stays on the session, which is kept in the browser again.
    saveProgress(steps, state, clientId);
    if (finished?.kind === 'refused' && finished.code === 'AGREEMENT_REQUIRED') return onAgreementRequired();
    toast.error(messages.get().submitFailed);
  };

  const onNext = () => {
    const { state: nextState, effect } = engine.next(state, steps);
    if (effect.kind === 'advice') return setAdvice('open');
    if (effect.kind === 'submit-and-restart') {
      return send(effect.responses, (concern, onDevice) => {
        const said = messages.get();
        toast.success(!keep ? said.previewRestart : onDevice ? said.keptRestart : said.savedRestart);
        setState(engine.initialState(steps));
        setClientId(newClientId());
        if (concern) safety.open();
      });
    }
    if (effect.kind === 'submit-and-finish') {
      const experience = chosenExperience(effect.responses, steps);
      // Lines shown during the session are shown at its end too, whatever the server made of it.
      return send(effect.responses, (concern, onDevice) => onFinished(experience, concern || safety.shown, onDevice));
    }
    setState(nextState);
  };

  const isLast = state.index === steps.length - 1;
  return (
    <section aria-labelledby="step-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700" aria-live="polite">
          {engine.counterLabel(state.index, steps.length, counter)}
        </p>
        <div className="h-2 w-full overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
          <div
            className="h-full bg-brand-600 transition-all"
            style={{ width: `${((state.index + 1) / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h1 id="step-title" ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none">
          {step.title}
        </h1>
        {step.description ? <p className="text-lg text-muted">{step.description}</p> : null}
      </div>
      <StepGuide step={step} medium={medium} />
      <form
        className="flex flex-col gap-6 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void onNext();
        }}
      >
        <AnswerFields
          step={step}
          answer={answer}
          experiences={experiences}
          onChange={(a) => setState(engine.setAnswer(state, step, a))}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" onClick={goBack} disabled={state.index === 0 || busy}>
            {t.back}
          </Button>
          <Button type="submit" disabled={!engine.canGoNext(state, steps) || busy}>
            {busy ? t.saving : isLast ? t.finish : t.next}
          </Button>
        </div>
      </form>
      <AnnouncedSafetyCard
        ref={lines}
        show={safety.shown}
        back={
          // The card stays: this only takes the patient back up to the step.
          <Button variant="secondary" onClick={() => heading.current?.focus()}>
            {t.backToSession}
          </Button>
        }
      />
      {advice === 'never-opened' ? null : (
        <Suspense fallback={null}>
          <AdviceModal
            open={advice === 'open'}
            unchanged={sensationChoiceAt(step.options.radio_options, choiceOf(answer)) === 'unchanged'}
            concern={safety.shown}
            onShowLines={() => {
              setAdvice('closed');
              setFocusLines(true);
            }}
            onClose={() => setAdvice('closed')}
            onAnotherRound={() => {
              setAdvice('closed');
              setState(engine.anotherRound(state, steps));
            }}
            onFinalSteps={() => {
              setAdvice('closed');
              setState(engine.finalSteps(state, steps));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * When the crisis lines show in a session: as soon as crisis words are typed, or when the
 * server flagged a stored round. Once shown they stay to the end of the session, whatever is
 * typed or chosen after: a person who wrote of ending their life keeps the lines in reach.
 */
function useSafetyCard(typed: string) {
  const heard = useCrisisWords(typed);
  useEffect(() => {
    if (typed) preloadSafetyCard();
  }, [typed]);
  const [raised, setRaised] = useState(false);
  if (heard && !raised) setRaised(true);
  return { shown: raised || heard, open: () => setRaised(true) };
}
