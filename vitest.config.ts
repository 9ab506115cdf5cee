import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", DEMO_DATA: "false", SITE_URL: "http://localhost:3000" },
    testTimeout: 30_000,
    // What a test waits for (a mail the outbox sends after the answer, a job another worker runs)
    // comes when the machine gets to it: a busy CI machine is given as long as a test may take.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 60_000,
    pool: "forks",
  },
});
