import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships with the first page (it is small): no lazy route discovery
  // requests racing with the first form a visitor sends.
  routeDiscovery: { mode: "initial" },
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
