export function SupportPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Support</h1>
    </section>
  );
}
