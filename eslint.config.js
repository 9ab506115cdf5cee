import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "test-results/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Repeating work on the server runs as a job of the background runtime (decision 0020), which
    // claims it once across instances and stops it with the process; a bare setInterval does neither.
    files: ["app/**/*.{ts,tsx,js,mjs}", "server.js"],
    ignores: ["app/server/jobs/runtime.server.ts", "app/components/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='setInterval'], CallExpression[callee.property.name='setInterval']",
          message:
            "Repeating work runs as a job of the background runtime (defineJob with everySeconds in app/server/jobs), not a setInterval; components may keep a clock.",
        },
      ],
    },
  },
  {
    // A browser test takes `test` from the suite's fixtures, whose page.goto waits for hydration as a
    // person waits for a page before using it; a click before that follows a link's plain address.
    // The two files that test pages before or without their server's scripts take Playwright's own.
    files: ["tests/e2e/**/*.spec.ts"],
    ignores: ["tests/e2e/slow-phone.spec.ts", "tests/e2e/server-lifecycle.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./fixtures: its page.goto waits until the page has hydrated.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        Buffer: "readonly",
        Request: "readonly",
        Headers: "readonly",
        AbortController: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
      },
    },
  },
);
