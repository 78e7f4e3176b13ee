export function AdminLoginPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Admin sign in</h1>
    </section>
  );
}
