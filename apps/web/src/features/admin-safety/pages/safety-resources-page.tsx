import { adminErrorText } from '../../../components/admin/common-messages';
import type { AdminSafetyResource } from '@clearwell/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteSafetyResource, useSafetyResourcesAdmin, useSaveSafetyResource } from '../api/safety-resources';
import { SafetyResourceForm } from '../components/safety-resource-form';
import { SafetyResourceList } from '../components/safety-resource-list';

const messages = i18n('admin-safety/page', {
  moveFailed: 'Failed to move the line',
  removed: 'Crisis line removed',
  removeFailed: 'Failed to remove the line',
  title: 'Safety resources',
  intro:
    'The crisis lines patients see when they ask for help or write about ending their life or harming themselves. A country without lines of its own gets the default list. Check each number and link against its source before saving.',
  add: 'Add a line',
  loading: 'Loading crisis lines…',
  failed: 'Failed to load the crisis lines',
  editTitle: 'Edit crisis line',
  addTitle: 'Add a crisis line',
  saved: 'Crisis line saved',
  added: 'Crisis line added',
  removeTitle: 'Remove crisis line',
  cancel: 'Cancel',
  removing: 'Removing…',
  confirmRemove: 'Yes, remove',
  removeQuestion: params('Remove “{name}”? Patients will no longer see it.'),
});

type Editing = { line: AdminSafetyResource | null } | null;

/**
 * The crisis lines patients see, per country, and the default list for every country without
 * its own. Changes reach patients at once (their card asks each time it opens).
 */
export function SafetyResourcesPage() {
  const lines = useSafetyResourcesAdmin();
  const save = useSaveSafetyResource();
  const remove = useDeleteSafetyResource();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminSafetyResource | null>(null);
  const t = useMessages(messages);

  const move = (line: AdminSafetyResource, by: -1 | 1) =>
    save.mutate(
      { id: line.id, order: line.order + by },
      { onError: (err) => toast.error(adminErrorText(err, messages.get().moveFailed)) },
    );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(messages.get().removed);
    } catch (err) {
      toast.error(adminErrorText(err, messages.get().removeFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="safety-heading" className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="safety-heading" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="max-w-2xl text-sm text-muted">{t.intro}</p>
        </div>
        <Button onClick={() => setEditing({ line: null })}>{t.add}</Button>
      </div>
      {lines.isPending ? (
        <p className="text-muted">{t.loading}</p>
      ) : lines.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : (
        <SafetyResourceList
          lines={lines.data}
          busy={save.isPending}
          onMove={move}
          onEdit={(line) => setEditing({ line })}
          onRemove={setRemoving}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.line ? t.editTitle : t.addTitle}
        onClose={() => setEditing(null)}
        size="wide"
      >
        {editing ? (
          <SafetyResourceForm
            key={editing.line?.id ?? 'new'}
            line={editing.line}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              await save.mutateAsync({ ...values, id: editing.line?.id });
              toast.success(editing.line ? messages.get().saved : messages.get().added);
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={removing !== null}
        title={t.removeTitle}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirmRemove()} disabled={remove.isPending}>
              {remove.isPending ? t.removing : t.confirmRemove}
            </Button>
          </>
        }
      >
        {t.removeQuestion({ name: removing?.name ?? '' })}
      </Modal>
    </section>
  );
}
