/**
 * The layers of app/ and which may import which (see ARCHITECTURE.md).
 * Lowest first: lib → server (reference, infra → queries → jobs runtime → domain → http, jobs registry)
 * → components → routes → root/entry.
 * `npm run lint:arrows` fails on an arrow that points up, on a circle, and on
 * anything in app/ that reaches into tests/.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not depend on each other in a circle, not even through a dynamic import.",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "app-not-to-tests",
      severity: "error",
      comment: "Nothing in app/ imports from tests/.",
      from: { path: "^app/" },
      to: { path: "^tests/" },
    },
    {
      name: "locales-only-on-the-server",
      severity: "error",
      comment:
        "The texts of every language (app/locales) are read on the server only, which sends a page the texts of its own language: no component, route or lib module may bundle them.",
      from: { path: "^app/", pathNot: "^app/(server|locales)/|^app/i18next\\.d\\.ts$" },
      to: { path: "^app/locales/", pathNot: "^app/locales/[^/]+/meta\\.ts$" },
    },
    {
      name: "language-meta-alone",
      severity: "error",
      comment:
        "A language's meta.ts (its code, Intl and Open Graph locales, its own name) is read by the browser through the list of languages (app/lib/languages.ts): it imports nothing.",
      from: { path: "^app/locales/[^/]+/meta\\.ts$" },
      to: { path: "." },
    },
    {
      name: "locales-only-lib",
      severity: "error",
      comment: "The texts import nothing of app/ but app/lib (their types).",
      from: { path: "^app/locales/" },
      to: { path: "^app/", pathNot: "^app/(lib|locales)/" },
    },
    {
      name: "lib-only-lib",
      severity: "error",
      comment:
        "app/lib is shared by browser and server: it imports nothing of app/ but app/lib, and the list of languages their folders' meta.ts.",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/lib/|^app/locales/[^/]+/meta\\.ts$" },
    },
    {
      name: "server-not-up",
      severity: "error",
      comment: "app/server (with its queries) may import app/lib, never components, routes, root or entries.",
      from: { path: "^app/server/" },
      to: { path: "^app/(components|routes)/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$" },
    },
    {
      name: "server-reference-only-lib",
      severity: "error",
      comment:
        "app/server/reference (Florida's geography, dog-hours rules, the texts of each language) is pure: it imports only app/lib and app/locales.",
      from: { path: "^app/server/reference/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/", pathNot: "^app/(lib|locales|server/reference)/" },
    },
    {
      name: "server-infra-not-up",
      severity: "error",
      comment: "app/server/infra (environment, database, mail transport, storage) imports only infra and app/lib.",
      from: { path: "^app/server/infra/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/(queries|jobs|domain|http)/" },
    },
    {
      name: "server-queries-not-up",
      severity: "error",
      comment: "app/server/queries (all SQL) imports only queries, infra and app/lib.",
      from: { path: "^app/server/queries/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/(jobs|domain|http)/" },
    },
    {
      name: "sql-only-in-queries",
      severity: "error",
      comment:
        "SQL lives in app/server/queries: only queries and infra (connection, schema, migrations) import the ORM or a database driver. Others get the Db type and statements from infra or queries.",
      from: { path: "^app/", pathNot: "^app/server/(queries|infra)/" },
      to: { path: "(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)(/|$)" },
    },
    {
      name: "server-job-runtime-not-up",
      severity: "error",
      comment: "The job runtime knows how to run any job, never which jobs exist or what they do.",
      from: { path: "^app/server/jobs/runtime", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/(domain|http)/|^app/server/jobs/(?!runtime)" },
    },
    {
      name: "server-domain-not-up",
      severity: "error",
      comment: "app/server/domain (the product's rules) may use the job runtime, never the job list or the HTTP edge.",
      from: { path: "^app/server/domain/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/http/|^app/server/jobs/(?!runtime)" },
    },
    {
      name: "server-http-not-jobs",
      severity: "error",
      comment: "app/server/http (the edge: guards, headers, page cache, render limit) does not start or define jobs.",
      from: { path: "^app/server/http/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/jobs/" },
    },
    {
      name: "server-floors-not-to-start",
      severity: "error",
      comment:
        "The production server's start and stop (main.server.ts) and the app's (lifecycle.server.ts) sit above every floor of app/server.",
      from: { path: "^app/server/(reference|infra|queries|jobs|domain|http)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/server/(main|lifecycle)\\.server\\.ts$" },
    },
    {
      name: "nothing-to-main",
      severity: "error",
      comment: "main.server.ts is the server build's entry: nothing in app/ imports it.",
      from: { path: "^app/" },
      to: { path: "^app/server/main\\.server\\.ts$" },
    },
    {
      name: "components-not-to-server",
      severity: "error",
      comment: "Components get their data through props: no import of app/server, not even `import type`.",
      from: { path: "^app/components/" },
      to: { path: "^app/server/" },
    },
    {
      name: "components-not-up",
      severity: "error",
      comment: "Components may import app/lib and other components, never routes, root or entries.",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$" },
    },
    {
      name: "routes-not-up",
      severity: "error",
      comment: "Routes may import everything below them, never root or the entries.",
      from: { path: "^app/routes/" },
      to: { path: "^app/(root|entry\\.[a-z]+)\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
