import { ExportPanel } from '../components/export-panel';

export function FeedbackExportPage() {
  return (
    <ExportPanel
      kind="feedbacks"
      heading="Export Feedback Data in Excel Format"
      allLabel="Export all problem sessions"
      successMessage="Feedback data exported successfully"
      failureMessage="Failed to export feedback data"
    />
  );
}
