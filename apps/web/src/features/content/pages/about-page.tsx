export function AboutPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">How it works</h1>
    </section>
  );
}
