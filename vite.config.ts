import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import "./scripts/quiet-envfile-warning.mjs";
import { precompressAssets } from "./scripts/precompress-assets.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 5173) },
  // The server build's entry is the production server (start, listening, stop), which includes the
  // app's React Router build (React Router's "custom server" shape).
  environments: { ssr: { build: { rollupOptions: { input: "./app/server/main.server.ts" } } } },
});
