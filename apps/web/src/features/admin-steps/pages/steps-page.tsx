import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminErrorText } from '../../../components/admin/common-messages';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, useMessages } from '../../../lib/i18n';
import type { AdminStep } from '../api/admin-step';
import { STEPS_PAGE_SIZE, useStepsPage } from '../api/list-steps';
import { positionAfterDrop, reorderStep } from '../api/reorder-step';
import { DeleteStepModal } from '../components/delete-step-modal';
import { EditStepModal } from '../components/edit-step-modal';
import { SortableSteps } from '../components/sortable-steps';
import { StepsPager } from '../components/steps-pager';
import { saveMessages } from '../components/step-save-messages';
import { queryKeys } from '../../../lib/query-keys';

const messages = i18n('admin-steps/list', {
  reorderFailed: 'Failed to update step order',
  loading: 'Loading session steps...',
  failed: 'Failed to load session steps. Please try again.',
  notShown: 'The session steps are not shown.',
  tryAgain: 'Try again',
  empty: 'No session steps yet.',
  emptyHint: 'Create the first step to build the guided session patients walk through.',
  title: 'Session Steps Management',
  intro: 'Drag a step by its handle to change the order patients see.',
  create: 'Create New Step',
  dragging: 'Dragging: drop the step at its new place. Press Escape to cancel.',
  updating: 'Updating step order...',
});

export const REFETCH_AFTER_REORDER_MS = 300;

export function StepsPage() {
  const [page, setPage] = useState(1);
  const query = useStepsPage(page);
  const client = useQueryClient();
  const [order, setOrder] = useState<AdminStep[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [editing, setEditing] = useState<{ id: string | undefined } | null>(null);
  const [deleting, setDeleting] = useState<AdminStep | null>(null);
  const t = useMessages(messages);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A failed load is told as admin messages are, in a toast with the server's words when it has
  // any; the page keeps a way to try again.
  useEffect(() => {
    if (query.isError) toast.error(adminErrorText(query.error, messages.get().failed));
  }, [query.isError, query.error]);

  const data = query.data;
  // A drop shows the new order at once; the server's order replaces it after the refetch.
  const steps = order ?? data?.items ?? [];
  const offset = (page - 1) * STEPS_PAGE_SIZE;

  const reload = async () => {
    await client.invalidateQueries({ queryKey: queryKeys.admin.steps });
    setOrder(null);
  };

  const move = async (stepId: string, from: number, to: number) => {
    setDragging(false);
    setOrder(arrayMove(steps, from, to));
    setUpdating(true);
    try {
      await reorderStep(stepId, positionAfterDrop(to, page, STEPS_PAGE_SIZE));
      timer.current = setTimeout(() => void reload().finally(() => setUpdating(false)), REFETCH_AFTER_REORDER_MS);
    } catch {
      toast.error(messages.get().reorderFailed);
      await reload();
      setUpdating(false);
    }
  };

  const edit = (step: AdminStep) => {
    if (!step.id) return void toast.error(saveMessages.get().invalidId);
    setEditing({ id: step.id });
  };

  const afterDelete = () => {
    if (steps.length === 1 && page > 1) setPage(page - 1);
  };

  let content;
  if (query.isPending) content = <Spinner label={t.loading} />;
  else if (query.isError)
    content = (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5">
        <p className="text-muted">{t.notShown}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  else if (!steps.length)
    content = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-lg font-medium">{t.empty}</p>
        <p className="mt-1 text-muted">{t.emptyHint}</p>
      </div>
    );
  else
    content = (
      <>
        <SortableSteps
          steps={steps}
          offset={offset}
          busy={updating}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onMove={(id, from, to) => void move(id, from, to)}
          onEdit={edit}
          onDelete={setDeleting}
        />
        <StepsPager
          page={page}
          totalPages={data?.total_pages ?? 1}
          totalItems={data?.total_items ?? 0}
          onPage={(p) => {
            setOrder(null);
            setPage(p);
          }}
        />
      </>
    );

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">{t.title}</h2>
          <p className="text-muted">{t.intro}</p>
        </div>
        <Link
          to="/admin/session/questions"
          className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
        >
          {t.create}
        </Link>
      </div>
      {/* A fixed slot for the banners, so the list does not move when a drag starts or a save runs. */}
      <div className="flex min-h-[2.625rem] flex-col gap-2">
        {dragging ? (
          <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-brand-800">
            {t.dragging}
          </p>
        ) : null}
        {updating ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-amber-900">
            {t.updating}
          </p>
        ) : null}
      </div>
      {content}
      <EditStepModal open={editing !== null} stepId={editing?.id} onClose={() => setEditing(null)} />
      <DeleteStepModal step={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </section>
  );
}
