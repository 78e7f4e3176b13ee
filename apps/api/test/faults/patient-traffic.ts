/** What a patient's browser sends: sign-in, the steps, and one finished session to submit. */

export interface Outcome {
  status: number | 'refused';
  id?: string;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A session as the web app submits it, built from the step list the server gives out. */
export async function sessionAnswers(base: string, token: string) {
  const res = await fetch(`${base}/api/session-steps`, { headers: { authorization: `Bearer ${token}` } });
  const steps = ((await res.json()) as { data: { id: string; title: string }[] }).data;
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  return [
    { session_step_id: id('Choose Experience'), response: 'Physical pain' },
    { session_step_id: id('Rate the Intensity'), response: 7 },
    { session_step_id: id('Describe Sensations'), response: 'A dull ache behind the eyes' },
    { session_step_id: id('Sensation State'), response: "It's changed" },
    { session_step_id: id('Feel Now'), response: 3 },
  ];
}

/** One submission; a connection the server refused or dropped is reported as 'refused'. */
export async function submitProblem(base: string, token: string, responses: unknown[]): Promise<Outcome> {
  try {
    const res = await fetch(`${base}/api/problem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ responses }),
    });
    const body = (await res.json()) as { data?: { id?: string } };
    return { status: res.status, id: body.data?.id };
  } catch {
    return { status: 'refused' };
  }
}
