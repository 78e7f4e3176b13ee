export function ContactCoachPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Contact Coach</h1>
    </section>
  );
}
