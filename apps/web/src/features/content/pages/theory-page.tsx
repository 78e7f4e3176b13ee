export function TheoryPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Theory</h1>
    </section>
  );
}
