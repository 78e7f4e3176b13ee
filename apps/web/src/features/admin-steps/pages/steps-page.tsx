export function StepsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Session Steps Management</h1>
    </section>
  );
}
