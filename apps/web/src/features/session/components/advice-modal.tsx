import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('session/advice', {
  unchangedTitle: 'That is completely normal',
  changedTitle: 'Something has shifted',
  finalSteps: 'Final Steps',
  anotherRound: 'Another Round',
  unchanged:
    'Some experiences have been with us for a long time and need a few rounds before they let go. Nothing has gone wrong. Take a slow breath and, if you have the energy, go round once more: describe the sensations as they are now, and let yourself feel them fully. If you would rather stop for today, go to the final steps.',
  changed:
    'A change means the experience is moving. Often the sensation moves, shrinks or turns into something else before it clears. Another round with the sensation as it is now usually takes it further. If it already feels like enough, go to the final steps.',
  concernTitle: 'Please talk to someone first',
  concern:
    'What you wrote matters more than this exercise. Please call or text one of the lines on this page now: they are free, and someone will listen. Later, only if you feel up to it, you can go round once more, or go to the final steps.',
  showLines: 'Show me the lines',
});

interface AdviceModalProps {
  open: boolean;
  /** The sensation has not changed at all (else it changed): each has its own words. */
  unchanged: boolean;
  /**
   * The crisis lines showed in this session: the advice then speaks of them first, and offers
   * them before going round again, whatever the sensation did.
   */
  concern?: boolean;
  onShowLines?: () => void;
  onAnotherRound: () => void;
  onFinalSteps: () => void;
  onClose: () => void;
}

/** Shown when the sensation is still there: go round once more, or move on to the closing steps. */
export function AdviceModal({
  open,
  unchanged,
  concern = false,
  onShowLines,
  onAnotherRound,
  onFinalSteps,
  onClose,
}: AdviceModalProps) {
  const t = useMessages(messages);
  if (concern)
    return (
      <Modal
        open={open}
        title={t.concernTitle}
        onClose={onClose}
        actions={
          <>
            <Button onClick={onShowLines ?? onClose}>{t.showLines}</Button>
            <Button variant="secondary" onClick={onAnotherRound}>
              {t.anotherRound}
            </Button>
            <Button variant="secondary" onClick={onFinalSteps}>
              {t.finalSteps}
            </Button>
          </>
        }
      >
        <p>{t.concern}</p>
      </Modal>
    );
  return (
    <Modal
      open={open}
      title={unchanged ? t.unchangedTitle : t.changedTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onFinalSteps}>
            {t.finalSteps}
          </Button>
          <Button onClick={onAnotherRound}>{t.anotherRound}</Button>
        </>
      }
    >
      <p>{unchanged ? t.unchanged : t.changed}</p>
    </Modal>
  );
}
