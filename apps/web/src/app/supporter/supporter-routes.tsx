import { useRoutes, type RouteObject } from 'react-router';
import supporterPages from 'virtual:page-loaders/supporter';
import { NotFoundPage } from '../../components/not-found';
import { pageAt } from '../route-page';
import { SupporterGuard, SupporterPublicOnly } from './supporter-guards';
import { SupporterLayout } from './supporter-layout';

const BASE = '/supporter/';
/** `/supporter` itself: the caseload, as the area's index. */
const caseload = pageAt('/supporter', '/supporter', supporterPages);

/** The supporters' area under `/supporter/`, each screen its own lazily loaded chunk. */
export const supporterRoutes: RouteObject[] = [
  {
    element: <SupporterLayout />,
    children: [
      {
        element: <SupporterPublicOnly />,
        children: [
          pageAt('/supporter/login', BASE, supporterPages),
          pageAt('/supporter/set-password/:token', BASE, supporterPages),
        ],
      },
      {
        element: <SupporterGuard />,
        children: [
          { index: true, element: caseload.element, handle: caseload.handle },
          pageAt('/supporter/patients/:id', BASE, supporterPages),
          { path: '*', element: <NotFoundPage homePath="/supporter" /> },
        ],
      },
    ],
  },
];

/** Rendered at `/supporter/*` by the app's route table (routes.tsx). */
export function SupporterRoutes() {
  return useRoutes(supporterRoutes);
}
