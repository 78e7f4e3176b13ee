/** What other features may use: the form and share panel shown at the end of a session. */
export { FeedbackForm } from './components/feedback-form';
export { SharePanel } from './components/share-panel';
