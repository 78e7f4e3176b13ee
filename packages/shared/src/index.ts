export * from './errors.js';
export * from './envelope.js';
export * from './user.js';
export * from './session-step.js';
export * from './problem.js';
export * from './journal.js';
export * from './feedback.js';
export * from './app-info.js';
