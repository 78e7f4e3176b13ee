export function LandingPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Clearwell</h1>
    </section>
  );
}
