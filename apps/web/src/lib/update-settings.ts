import type { Settings } from '@clearwell/shared';
import { api } from './api-client';

/** Saves the settings sent (any of them); answers with all of them. */
export const updateSettings = (body: Partial<Settings>) => api<Settings>('/api/settings', { method: 'PUT', body });
