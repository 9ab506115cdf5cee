// The React Router server build, as the Vite plugin provides it to the production server's entry
// (main.server.ts).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
