/** What other features may use: the dashboard's due check-ins, and the words a journal uses for them. */
export { DueCheckIns } from './components/due-check-ins';
export { laterInWords } from './components/time-words';
