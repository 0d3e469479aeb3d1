import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations from src/db/schema.ts; the app applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
