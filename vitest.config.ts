import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["tests/setup/migrated-template.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", DEMO_DATA: "false", SITE_URL: "http://localhost:3000" },
    // Budgets, not waits: CI's shared machine has run the suite at a third of a quiet machine's speed,
    // where the slowest tests here (a demo seed, a migration on a fresh database) take 20 s.
    testTimeout: 90_000,
    // What a test waits for (a mail the outbox sends after the answer, a job another worker runs)
    // comes when the machine gets to it: a busy CI machine is given as long as a test may take.
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        // The unit tests beside the code open no database and keep no state between files: they
        // share one process and its loaded modules instead of loading the app again for each file.
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], isolate: false },
      },
      {
        extends: true,
        // Each integration test file starts in a process of its own, with a database of its own.
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"] },
      },
    ],
  },
});
