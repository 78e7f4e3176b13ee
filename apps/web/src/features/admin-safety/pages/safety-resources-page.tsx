import type { AdminSafetyResource } from '@clearwell/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteSafetyResource, useSafetyResourcesAdmin, useSaveSafetyResource } from '../api/safety-resources';
import { SafetyResourceForm } from '../components/safety-resource-form';
import { SafetyResourceList } from '../components/safety-resource-list';

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

  const move = (line: AdminSafetyResource, by: -1 | 1) =>
    save.mutate(
      { id: line.id, order: line.order + by },
      { onError: (err) => toast.error(errorMessage(err, 'Failed to move the line')) },
    );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Crisis line removed');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to remove the line'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="safety-heading" className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="safety-heading" className="text-lg font-semibold">
            Safety resources
          </h2>
          <p className="max-w-2xl text-sm text-muted">
            The crisis lines patients see when they ask for help or write about ending their life or harming themselves.
            A country without lines of its own gets the default list. Check each number and link against its source
            before saving.
          </p>
        </div>
        <Button onClick={() => setEditing({ line: null })}>Add a line</Button>
      </div>
      {lines.isPending ? (
        <p className="text-muted">Loading crisis lines…</p>
      ) : lines.isError ? (
        <p role="alert" className="text-danger">
          Failed to load the crisis lines
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
        title={editing?.line ? 'Edit crisis line' : 'Add a crisis line'}
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
              toast.success(editing.line ? 'Crisis line saved' : 'Crisis line added');
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <Modal
        open={removing !== null}
        title="Remove crisis line"
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmRemove()} disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Yes, remove'}
            </Button>
          </>
        }
      >
        Remove &ldquo;{removing?.name}&rdquo;? Patients will no longer see it.
      </Modal>
    </section>
  );
}
