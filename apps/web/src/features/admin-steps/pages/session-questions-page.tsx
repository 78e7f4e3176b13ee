export function SessionQuestionsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Create New Step</h1>
    </section>
  );
}
