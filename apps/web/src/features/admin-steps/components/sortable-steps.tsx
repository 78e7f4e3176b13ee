import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { i18n, params, useMessages } from '../../../lib/i18n';
import type { AdminStep } from '../api/admin-step';
import { SortableStepRow } from './sortable-step-row';

const messages = i18n('admin-steps/sortable', {
  instructions:
    'To reorder, press Space or Enter to pick the step up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
  step: 'step',
  pickedUp: params('Picked up step {title} at position {position}.'),
  over: params('Step {title} is over position {position}.'),
  notOver: params('Step {title} is not over a position.'),
  dropped: params('Step {title} was dropped at position {position}.'),
  droppedNowhere: params('Step {title} was dropped.'),
  cancelled: params('Moving step {title} was cancelled.'),
  list: 'Session steps',
});

interface Props {
  steps: AdminStep[];
  offset: number;
  busy: boolean;
  onDragStart: () => void;
  onDragCancel: () => void;
  onMove: (stepId: string, fromIndex: number, toIndex: number) => void;
  onEdit: (step: AdminStep) => void;
  onDelete: (step: AdminStep) => void;
}

/**
 * The drag-reorderable list. A pointer drag starts after 8 px of movement (so clicks stay
 * clicks); from the keyboard, Space or Enter picks a step up, arrows move it, Space or Enter
 * drops it and Escape cancels.
 */
export function SortableSteps({ steps, offset, busy, onDragStart, onDragCancel, onMove, onEdit, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useMessages(messages);
  const title = (id: UniqueIdentifier) => steps.find((s) => s.id === id)?.title ?? t.step;
  const position = (id: UniqueIdentifier) => offset + steps.findIndex((s) => s.id === id) + 1;
  // Screen readers hear step titles and positions, not internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.pickedUp({ title: title(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t.over({ title: title(active.id), position: position(over.id) }) : t.notOver({ title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t.dropped({ title: title(active.id), position: position(over.id) })
        : t.droppedNowhere({ title: title(active.id) }),
    onDragCancel: ({ active }) => t.cancelled({ title: title(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return onDragCancel();
    const from = steps.findIndex((s) => s.id === active.id);
    const to = steps.findIndex((s) => s.id === over.id);
    if (from < 0 || to < 0) return onDragCancel();
    onMove(String(active.id), from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
      onDragStart={onDragStart}
      onDragCancel={onDragCancel}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" aria-label={t.list}>
          {steps.map((step, index) => (
            <SortableStepRow
              key={step.id}
              step={step}
              position={offset + index + 1}
              disabled={busy}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
