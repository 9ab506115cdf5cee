// Integration test files share a worker process (vitest.config.ts): before each file, the app's
// modules are let go, so the file loads them anew, with none of the caches, connections and settings
// an earlier file's copy held (the environment read once, the database, the auth instances, the
// photo storage, the mail transport). Libraries under node_modules stay loaded.
import { vi } from "vitest";

vi.resetModules();
