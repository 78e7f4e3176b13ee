import { Button } from '../../../components/ui/button';

/** Previous / Next with the page count; Previous is off on page 1, Next on the last page. */
export function StepsPager({
  page,
  totalPages,
  totalItems,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, totalPages);
  if (last <= 1)
    return (
      <p className="text-sm text-muted">
        {totalItems} {totalItems === 1 ? 'step' : 'steps'}
      </p>
    );
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-muted">
        Page {page} of {last} ({totalItems} total)
      </p>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
