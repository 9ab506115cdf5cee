import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships with the first page (it is small): no lazy route discovery
  // requests racing with the first form a visitor sends.
  routeDiscovery: { mode: "initial" },
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Loaders read the address from request.url, which this flag would leave with ".data" and "_routes".
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
