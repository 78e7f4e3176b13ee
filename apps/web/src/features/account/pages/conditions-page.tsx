export function ConditionsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Conditions of use</h1>
    </section>
  );
}
