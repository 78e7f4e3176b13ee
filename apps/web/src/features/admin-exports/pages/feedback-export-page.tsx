import { ExportPanel } from '../components/export-panel';

export function FeedbackExportPage() {
  return (
    <ExportPanel
      kind="feedbacks"
      heading="feedbackHeading"
      allLabel="feedbackAll"
      successMessage="feedbackDone"
      failureMessage="feedbackFailed"
    />
  );
}
