import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/infra/schema.server.ts",
  out: "./drizzle",
});
