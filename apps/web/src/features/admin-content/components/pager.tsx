import { commonMessages } from '../../../components/admin/common-messages';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n';

interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
}

/** Previous / Next under a paged list, as the other admin lists have it. */
export function Pager({ page, totalPages, totalItems, onPage }: PagerProps) {
  const t = useMessages(commonMessages);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <p className="text-center text-sm text-muted">{t.pageOf({ page, pages: totalPages, total: totalItems })}</p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
