import { z } from 'zod';

/** Public facts about this installation, shown on the support page and in share messages. */
export const AppInfoSchema = z.object({
  app_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
