import { HELPDESK_CONSOLE_PATH } from '@portal/api/catalogue';
import { DataDirectoryLockedError } from '../../platform/db/data-dir-lock';
import { buildHelpdeskApp } from './app';
import { loadHelpdeskConfig } from './config';

// The help-desk provider on its own port (`HELPDESK_PORT`, 4100): `pnpm --silent helpdesk` in sandbox-api.
const config = loadHelpdeskConfig();
const app = await buildHelpdeskApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
await app.listen({ port: config.port, host: config.host });
console.info(
  `help desk listening on http://${config.host}:${config.port} (console ${HELPDESK_CONSOLE_PATH})`,
);
