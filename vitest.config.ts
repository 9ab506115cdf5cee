import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const INTEGRATION = "tests/integration";

/**
 * Integration test files that change what the whole process shares: its environment variables
 * (process.env, vi.stubEnv), its globals, its clock, or a module replaced with vi.mock. Each runs in
 * a process of its own, so nothing it changes reaches another file.
 */
const OWN_PROCESS =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env/;
const ownProcessFiles = fs
  .readdirSync(INTEGRATION)
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => path.join(INTEGRATION, file))
  .filter((file) => OWN_PROCESS.test(fs.readFileSync(file, "utf8")));

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
        // Each integration test file has a database of its own and the app's modules loaded anew
        // (tests/setup/fresh-modules.ts), so no cache, connection or setting of one file reaches the
        // next; the libraries the app uses stay loaded in the worker between files.
        test: {
          name: "integration",
          include: [`${INTEGRATION}/**/*.test.ts`],
          exclude: ownProcessFiles,
          isolate: false,
          setupFiles: ["tests/setup/fresh-modules.ts", "tests/setup/database.ts"],
        },
      },
      ...(ownProcessFiles.length
        ? [{ extends: true as const, test: { name: "integration-own-process", include: ownProcessFiles } }]
        : []),
    ],
  },
});
