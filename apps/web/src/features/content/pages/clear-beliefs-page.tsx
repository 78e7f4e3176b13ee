export function ClearBeliefsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Clear your Beliefs</h1>
    </section>
  );
}
