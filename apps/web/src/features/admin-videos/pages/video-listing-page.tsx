export function VideoListingPage() {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Video Management</h1>
    </section>
  );
}
