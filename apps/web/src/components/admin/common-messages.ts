import { i18n, params } from '../../lib/i18n';

/** Words every back-office screen uses: paging, the usual buttons, loading. */
export const commonMessages = i18n('admin-components/common', {
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  pageOf: params('Page {page} of {pages} ({total} total)'),
  cancel: 'Cancel',
  tryAgain: 'Try again',
  remove: 'Remove',
  edit: 'Edit',
  delete: 'Delete',
  from: 'From',
  to: 'To',
  clear: 'Clear',
  loading: 'Loading…',
  none: '—',
});
