import { ExportPanel } from '../components/export-panel';

export function UserExportPage() {
  return (
    <ExportPanel
      kind="users"
      heading="usersHeading"
      allLabel="usersAll"
      successMessage="usersDone"
      failureMessage="usersFailed"
    />
  );
}
