export function AppTypesPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">App Types</h1>
    </section>
  );
}
