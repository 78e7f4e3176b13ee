/** What other features may use of the guided session: the admin preview runs the same runner. */
export { SessionRunner } from './components/session-runner';
