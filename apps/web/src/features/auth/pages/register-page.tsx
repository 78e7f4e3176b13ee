export function RegisterPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Create your account</h1>
    </section>
  );
}
