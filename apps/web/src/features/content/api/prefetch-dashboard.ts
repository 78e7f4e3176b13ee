import { checkInsQuery } from '../../../components/check-ins/get-check-ins';
import { measuresQuery } from '../../../components/measures/get-measures';
import { language } from '../../../lib/i18n/language';
import { prefetchForPatient } from '../../../lib/prefetch-for-patient';

/** What /dashboard prefetches (routes.tsx): what is due starts while the page's code downloads. */
export const prefetchDashboard = (): null => prefetchForPatient([checkInsQuery, measuresQuery(language.get())]);
