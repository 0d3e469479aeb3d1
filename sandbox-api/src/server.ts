import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirectoryLockedError } from './db/data-dir-lock';

const config = loadConfig();
const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } }).catch(
  (error: unknown) => {
    // Another sandbox holds the data directory (issue 12): say which and how to run beside it, then stop.
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`sandbox listening on http://${config.host}:${config.port}`);
