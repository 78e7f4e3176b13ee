import { startThrowawayServer } from '../../scripts/lib/server-process.mjs';
import { E2E_ADMIN, E2E_SERVERS } from '../playwright.config';

/** Starts the built server once per entry of E2E_SERVERS; the function returned stops them all. */
export default async function startServers() {
  const servers = await Promise.all(
    E2E_SERVERS.map(({ port, dataDir }) =>
      startThrowawayServer({
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      }),
    ),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
