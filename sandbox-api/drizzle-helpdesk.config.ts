import { defineConfig } from 'drizzle-kit';

// The help-desk provider's own migrations (issue 31 item 1): `npx drizzle-kit generate --config drizzle-helpdesk.config.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/providers/helpdesk/schema.ts',
  out: './drizzle-helpdesk',
  migrations: { table: '__helpdesk_migrations' },
});
