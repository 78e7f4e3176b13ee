export function DashboardPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Welcome back</h1>
    </section>
  );
}
