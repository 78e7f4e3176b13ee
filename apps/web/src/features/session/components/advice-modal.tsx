import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface AdviceModalProps {
  open: boolean;
  choice: string;
  onAnotherRound: () => void;
  onFinalSteps: () => void;
  onClose: () => void;
}

/** Shown when the sensation is still there: go round once more, or move on to the closing steps. */
export function AdviceModal({ open, choice, onAnotherRound, onFinalSteps, onClose }: AdviceModalProps) {
  const unchanged = choice === "It hasn't changed";
  return (
    <Modal
      open={open}
      title={unchanged ? 'That is completely normal' : 'Something has shifted'}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onFinalSteps}>
            Final Steps
          </Button>
          <Button onClick={onAnotherRound}>Another Round</Button>
        </>
      }
    >
      {unchanged ? (
        <p>
          Some experiences have been with us for a long time and need a few rounds before they let go. Nothing has gone
          wrong. Take a slow breath and, if you have the energy, go round once more: describe the sensations as they are
          now, and let yourself feel them fully. If you would rather stop for today, go to the final steps.
        </p>
      ) : (
        <p>
          A change means the experience is moving. Often the sensation moves, shrinks or turns into something else
          before it clears. Another round with the sensation as it is now usually takes it further. If it already feels
          like enough, go to the final steps.
        </p>
      )}
    </Modal>
  );
}
