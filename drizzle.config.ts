import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/server/infra/schema.server.ts",
    "./app/server/infra/schema-open-data.server.ts",
    "./app/server/infra/schema-dogs.server.ts",
  ],
  out: "./drizzle",
});
