/** What the admin screen sends for the step list, over real HTTP to a server process. */

export interface ListedStep {
  id: string;
  title: string;
  order: number;
}

export async function listSteps(base: string, token: string): Promise<ListedStep[]> {
  const res = await fetch(`${base}/api/admin/session-step?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`step list answered ${res.status}`);
  return ((await res.json()) as { data: { items: ListedStep[] } }).data.items;
}

/** One reorder; 'refused' when the connection failed (the server is gone). */
export async function reorder(
  base: string,
  token: string,
  stepId: string,
  position: number,
): Promise<number | 'refused'> {
  try {
    const res = await fetch(`${base}/api/admin/session-step/reorder`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ step_id: stepId, new_position: position }),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 'refused';
  }
}

export const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
