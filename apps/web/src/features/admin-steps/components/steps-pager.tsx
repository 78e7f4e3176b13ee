import { commonMessages } from '../../../components/admin/common-messages';
import { Button } from '../../../components/ui/button';
import { count, i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-steps/pager', {
  steps: count({ one: '{count} step', other: '{count} steps' }),
});

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
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const last = Math.max(1, totalPages);
  if (last <= 1) return <p className="text-sm text-muted">{t.steps(totalItems)}</p>;
  return (
    <nav aria-label={common.pagination} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {common.previous}
      </Button>
      <p className="text-sm text-muted">{common.pageOf({ page, pages: last, total: totalItems })}</p>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {common.next}
      </Button>
    </nav>
  );
}
