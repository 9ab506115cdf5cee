/**
 * The layers of app/ and which may import which (see ARCHITECTURE.md).
 * Lowest first: lib → server (reference, infra → queries → jobs runtime → domain → http, jobs registry)
 * → components → routes → root/entry.
 * `npm run lint:arrows` fails on an arrow that points up, on a circle, and on
 * anything in app/ that reaches into tests/.
 */

/** A floor of app/server, whose tests may read what they check from any floor. */
const floor = (path) => ({ path, pathNot: "\\.test\\.ts$" });

/** A path pattern alone, or the object dependency-cruiser takes. */
const where = (pattern) => (typeof pattern === "string" ? { path: pattern } : pattern);

// Each row: the rule's name, the modules it is for, what they may not import, and why.
// prettier-ignore
const RULES = [
  ["no-circular", "^app/", { circular: true },
    "Modules must not depend on each other in a circle, not even through a dynamic import."],
  ["app-not-to-tests", "^app/", "^tests/",
    "Nothing in app/ imports from tests/."],
  ["locales-only-on-the-server", { path: "^app/", pathNot: "^app/(server|locales)/|^app/i18next\\.d\\.ts$" }, { path: "^app/locales/", pathNot: "^app/locales/[^/]+/meta\\.ts$" },
    "The texts of every language (app/locales) are read on the server only, which sends a page the texts of its own language: no component, route or lib module may bundle them."],
  ["language-meta-alone", "^app/locales/[^/]+/meta\\.ts$", ".",
    "A language's meta.ts (its code, Intl and Open Graph locales, its own name) is read by the browser through the list of languages (app/lib/languages.ts): it imports nothing."],
  ["locales-only-lib", "^app/locales/", { path: "^app/", pathNot: "^app/(lib|locales)/" },
    "The texts import nothing of app/ but app/lib (their types)."],
  ["lib-only-lib", "^app/lib/", { path: "^app/", pathNot: "^app/lib/|^app/locales/[^/]+/meta\\.ts$" },
    "app/lib is shared by browser and server: it imports nothing of app/ but app/lib, and the list of languages their folders' meta.ts."],
  ["server-not-up", "^app/server/", "^app/(components|routes)/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$",
    "app/server (with its queries) may import app/lib, never components, routes, root or entries."],
  ["server-reference-only-lib", floor("^app/server/reference/"), { path: "^app/", pathNot: "^app/(lib|locales|server/reference)/" },
    "app/server/reference (Florida's geography, dog-hours rules, the texts of each language) is pure: it imports only app/lib and app/locales."],
  ["server-infra-not-up", floor("^app/server/infra/"), "^app/server/(queries|jobs|domain|http)/",
    "app/server/infra (environment, database, mail transport, storage) imports only infra and app/lib."],
  ["server-queries-not-up", floor("^app/server/queries/"), "^app/server/(jobs|domain|http)/",
    "app/server/queries (all SQL) imports only queries, infra and app/lib."],
  ["sql-only-in-queries", { path: "^app/", pathNot: "^app/server/(queries|infra)/" }, "(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)(/|$)",
    "SQL lives in app/server/queries: only queries and infra (connection, schema, migrations) import the ORM or a database driver. Others get the Db type and statements from infra or queries."],
  ["server-job-runtime-not-up", floor("^app/server/jobs/runtime"), "^app/server/(domain|http)/|^app/server/jobs/(?!runtime)",
    "The job runtime knows how to run any job, never which jobs exist or what they do."],
  ["server-domain-not-up", floor("^app/server/domain/"), "^app/server/http/|^app/server/jobs/(?!runtime)",
    "app/server/domain (the product's rules) may use the job runtime, never the job list or the HTTP edge."],
  ["server-http-not-jobs", floor("^app/server/http/"), "^app/server/jobs/",
    "app/server/http (the edge: guards, headers, page cache, render limit) does not start or define jobs."],
  ["server-floors-not-to-start", floor("^app/server/(reference|infra|queries|jobs|domain|http)/"), "^app/server/(main|lifecycle)\\.server\\.ts$",
    "The production server's start and stop (main.server.ts) and the app's (lifecycle.server.ts) sit above every floor of app/server."],
  ["nothing-to-main", "^app/", "^app/server/main\\.server\\.ts$",
    "main.server.ts is the server build's entry: nothing in app/ imports it."],
  ["components-not-to-server", "^app/components/", "^app/server/",
    "Components get their data through props: no import of app/server, not even `import type`."],
  ["components-not-up", "^app/components/", "^app/routes/|^app/(root|routes|entry\\.[a-z]+)\\.tsx?$",
    "Components may import app/lib and other components, never routes, root or entries."],
  ["routes-not-up", "^app/routes/", "^app/(root|entry\\.[a-z]+)\\.tsx?$",
    "Routes may import everything below them, never root or the entries."],
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: RULES.map(([name, from, to, comment]) => ({
    name,
    severity: "error",
    comment,
    from: where(from),
    to: where(to),
  })),
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
