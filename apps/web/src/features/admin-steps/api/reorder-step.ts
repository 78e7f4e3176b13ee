import { api } from '../../../lib/api-client';

/** Moves a step to a 1-based position over the whole list; sent past any cache. */
export async function reorderStep(stepId: string, newPosition: number): Promise<void> {
  await api('/api/admin/session-step/reorder', {
    method: 'PUT',
    area: 'admin',
    body: { step_id: stepId, new_position: newPosition },
    headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
  });
}

/** The position sent after a drop: zero-based index on the page, plus the page offset, plus one; at least 1. */
export function positionAfterDrop(newIndex: number, page: number, pageSize: number): number {
  return Math.max(1, newIndex + (page - 1) * pageSize + 1);
}
