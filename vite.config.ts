import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import "./scripts/quiet-envfile-warning.mjs";
import { precompressAssets } from "./scripts/precompress-assets.mjs";

/**
 * The production build's browser code takes i18next and react-i18next from app/i18n-browser/: the
 * part of them a page with its texts in hand uses (decision 0030). Its server code takes
 * react-i18next from there too, over i18next itself: the same hook, without react-i18next's copy of
 * the i18next instance for every component. `npm run dev` and the tests use the libraries themselves.
 */
function browserI18n(): Plugin {
  let build = false;
  const shim = path.resolve("app/i18n-browser/react-i18next.tsx");
  const client: Record<string, string> = {
    i18next: path.resolve("app/i18n-browser/i18next.ts"),
    "react-i18next": shim,
  };
  const server: Record<string, string> = { "react-i18next": shim };
  return {
    name: "browser-i18n",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      if (!build) return null;
      return (this.environment.name === "client" ? client : server)[id] ?? null;
    },
  };
}

export default defineConfig({
  plugins: [browserI18n(), tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173) },
  // The server build's entry is the production server (start, listening, stop), which includes the
  // app's React Router build (React Router's "custom server" shape).
  environments: { ssr: { build: { rollupOptions: { input: "./app/server/main.server.ts" } } } },
});
