/**
 * What a log may say of a mail that could not be sent. The SMTP client's error quotes the
 * server's reply in its message ("550 5.1.1 <someone@example.org>: user unknown") and lists
 * the refused addresses in `rejected`: only its code (`EENVELOPE`, `ECONNECTION`, `ETIMEDOUT`, …)
 * and the reply's number are kept.
 */
export interface MailFailure {
  code?: string;
  responseCode?: number;
}

const CODE = /^[A-Z][A-Z0-9_]{1,31}$/;

export function mailFailure(err: unknown): MailFailure {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const failure: MailFailure = {};
  if (typeof code === 'string' && CODE.test(code)) failure.code = code;
  if (typeof responseCode === 'number' && Number.isInteger(responseCode)) failure.responseCode = responseCode;
  return failure;
}

/** The SMTP client's errors carry the reply, the command or the refused recipients. */
export function isMailError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  return ['responseCode', 'response', 'command', 'rejected', 'rejectedErrors'].some((key) => key in err);
}
