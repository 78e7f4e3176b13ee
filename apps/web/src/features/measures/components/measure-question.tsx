import type { Measure } from '@clearwell/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('measures/question', {
  progress: params('Question {number} of {total}'),
  back: 'Back',
});

/**
 * One question on its own screen: the instrument's stem, the item, and its four answers as large
 * buttons a thumb can reach. Choosing one moves on; Back returns to the one before.
 */
export function MeasureQuestion({
  measure,
  index,
  chosen,
  onChoose,
  onBack,
}: {
  measure: Measure;
  index: number;
  chosen: number | undefined;
  onChoose: (value: number) => void;
  onBack: () => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  const item = measure.items[index]!;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm font-medium text-muted" aria-live="polite">
        {t.progress({ number: item.number, total: measure.items.length })}
      </p>
      <p className="text-base text-muted">{measure.instructions}</p>
      <h2 id={`${id}-item`} className="text-2xl font-semibold wrap-anywhere">
        {item.text}
      </h2>
      <ChoiceButtons
        size="large"
        labelledBy={`${id}-item`}
        choices={measure.choices}
        chosen={chosen}
        onChoose={onChoose}
      />
      <Button variant="ghost" className="self-start" onClick={onBack}>
        {t.back}
      </Button>
    </div>
  );
}
