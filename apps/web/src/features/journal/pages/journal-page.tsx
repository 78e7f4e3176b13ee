export function JournalPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Journal</h1>
    </section>
  );
}
