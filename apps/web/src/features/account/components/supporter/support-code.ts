/**
 * The supporter's code as the server reads it (SupportCodeSchema in packages/shared/src/support.ts):
 * spaces and hyphens dropped, upper case, then exactly 8 letters or digits. Kept here so the
 * settings page carries no schema library; a test keeps the two in step.
 */
export function normalizeSupportCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8}$/.test(code) ? code : null;
}
