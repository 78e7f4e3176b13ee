export * from './errors.js';
export * from './envelope.js';
export * from './user.js';
export * from './session-step.js';
export * from './admin-insights.js';
export * from './auth.js';
