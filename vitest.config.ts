import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", DEMO_DATA: "false", SITE_URL: "http://localhost:3000" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
