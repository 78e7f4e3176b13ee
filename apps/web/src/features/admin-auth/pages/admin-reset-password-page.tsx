export function AdminResetPasswordPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Reset password</h1>
    </section>
  );
}
