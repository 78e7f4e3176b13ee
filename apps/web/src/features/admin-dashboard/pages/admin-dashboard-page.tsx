export function AdminDashboardPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
    </section>
  );
}
