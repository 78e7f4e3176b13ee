export function FeedbackExportPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Export Feedback Data in Excel Format</h1>
    </section>
  );
}
