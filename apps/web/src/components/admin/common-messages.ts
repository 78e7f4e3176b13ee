import { i18n, params, useLanguage, useMessages } from '../../lib/i18n';

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

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

/** The date pickers' words (DateRangeFields takes them as props, with the language in use). */
export const dateRangeMessages = i18n('admin-components/date-range', {
  notValid: DATE_INPUT_NOT_VALID,
  placeholder: 'MM/dd/yyyy',
  calendar: 'Choose Date',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  chooseDay: 'Choose',
  dayNotAvailable: 'Not available',
  month: 'Month',
});

export type DateRangeTexts = ReturnType<typeof dateRangeMessages.get>;

/** What DateRangeFields needs from the language in use: `<DateRangeFields {...useDateRangeTexts()} …/>`. */
export function useDateRangeTexts() {
  return { texts: useMessages(dateRangeMessages), language: useLanguage() };
}
