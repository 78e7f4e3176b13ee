export function AdminForgotPasswordPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Forgot password</h1>
    </section>
  );
}
