import { Button } from '../../../components/ui/button';

interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
}

/** Previous / Next under a paged list, as the other admin lists have it. */
export function Pager({ page, totalPages, totalItems, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-center text-sm text-muted">
        Page {page} of {totalPages} ({totalItems} total)
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
