// npm run db:generate: drizzle-kit (this folder's package, see package.json) runs in the
// repository's root, so the paths are from there.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: 'apps/server/src/db/schema/index.ts',
  out: 'apps/server/src/db/migrations',
});
