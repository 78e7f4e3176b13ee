export function AuditLogPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Audit Log</h1>
    </section>
  );
}
