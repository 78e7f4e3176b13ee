import { ExportPanel } from '../components/export-panel';

export function UserExportPage() {
  return (
    <ExportPanel
      kind="users"
      heading="Export User Details in Excel Format"
      allLabel="Export all User Details"
      successMessage="User details exported successfully"
      failureMessage="Failed to export user details"
    />
  );
}
