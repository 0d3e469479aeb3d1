import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from src/tables.ts; the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/tables.ts',
  out: './drizzle',
});
