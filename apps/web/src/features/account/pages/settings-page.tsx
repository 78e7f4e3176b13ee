export function SettingsPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Settings</h1>
    </section>
  );
}
