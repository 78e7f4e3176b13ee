export function BeginSessionPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Session</h1>
    </section>
  );
}
