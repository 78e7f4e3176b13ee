import type { SessionStep } from '@clearwell/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

interface RowProps {
  step: SessionStep;
  position: number;
  disabled: boolean;
  onEdit: (step: SessionStep) => void;
  onDelete: (step: SessionStep) => void;
}

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor">
      {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** One step in the list: a drag handle (mouse, touch or keyboard), its summary, Edit and Delete. */
export function SortableStepRow({ step, position, disabled, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: step.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="step-row"
      className={`flex items-center gap-4 rounded-xl border bg-white p-4 ${isDragging ? 'relative z-10 border-brand-500 shadow-lg' : 'border-slate-200'}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder step ${step.title}`}
        className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-slate-100 active:cursor-grabbing"
      >
        <GripIcon />
      </button>
      <span
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
        aria-label={`Position ${position}`}
      >
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{step.title}</p>
        {step.description ? <p className="truncate text-sm text-muted">{step.description}</p> : null}
        <p className="mt-1 flex flex-wrap gap-1">
          {step.type.map((t) => (
            <span key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">
              {t}
            </span>
          ))}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onEdit(step)}
        className="rounded-lg border border-brand-600 px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
        aria-label={`Edit ${step.title}`}
      >
        Edit
      </button>
      <button
        type="button"
        onClick={() => onDelete(step)}
        className="rounded-lg border border-red-300 px-3 py-2 text-sm text-danger hover:bg-red-50"
        aria-label={`Delete ${step.title}`}
      >
        Delete
      </button>
    </li>
  );
}
