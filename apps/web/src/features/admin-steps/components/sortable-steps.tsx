import type { SessionStep } from '@clearwell/shared';
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
import { SortableStepRow } from './sortable-step-row';

const INSTRUCTIONS =
  'To reorder, press Space or Enter to pick the step up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.';

interface Props {
  steps: SessionStep[];
  offset: number;
  busy: boolean;
  onDragStart: () => void;
  onDragCancel: () => void;
  onMove: (stepId: string, fromIndex: number, toIndex: number) => void;
  onEdit: (step: SessionStep) => void;
  onDelete: (step: SessionStep) => void;
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
  const title = (id: UniqueIdentifier) => steps.find((s) => s.id === id)?.title ?? 'step';
  const position = (id: UniqueIdentifier) => offset + steps.findIndex((s) => s.id === id) + 1;
  // Screen readers hear step titles and positions, not internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up step ${title(active.id)} at position ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Step ${title(active.id)} is over position ${position(over.id)}.`
        : `Step ${title(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Step ${title(active.id)} was dropped at position ${position(over.id)}.`
        : `Step ${title(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving step ${title(active.id)} was cancelled.`,
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={onDragStart}
      onDragCancel={onDragCancel}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-3" aria-label="Session steps">
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
