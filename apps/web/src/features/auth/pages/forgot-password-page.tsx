export function ForgotPasswordPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Forgot your password?</h1>
    </section>
  );
}
