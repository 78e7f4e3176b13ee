export function LoginPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Sign in</h1>
    </section>
  );
}
