export function TipsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Tips</h1>
    </section>
  );
}
