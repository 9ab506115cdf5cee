import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/server/infra/schema-accounts.server.ts",
    "./app/server/infra/schema-places.server.ts",
    "./app/server/infra/schema-submissions.server.ts",
    "./app/server/infra/schema-reviews.server.ts",
    "./app/server/infra/schema-lists.server.ts",
    "./app/server/infra/schema-admin.server.ts",
    "./app/server/infra/schema-jobs.server.ts",
    "./app/server/infra/schema-open-data.server.ts",
    "./app/server/infra/schema-dogs.server.ts",
  ],
  out: "./drizzle",
});
