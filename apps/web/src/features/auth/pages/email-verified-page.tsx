export function EmailVerifiedPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Verifying your e-mail</h1>
    </section>
  );
}
