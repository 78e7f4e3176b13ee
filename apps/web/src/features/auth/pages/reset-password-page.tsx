export function ResetPasswordPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Choose a new password</h1>
    </section>
  );
}
