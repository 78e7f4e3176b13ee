export function EditProfilePage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Edit profile</h1>
    </section>
  );
}
