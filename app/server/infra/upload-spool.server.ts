// The temporary store of uploads on their way in: each upload's files are written to a folder of
// their own under DATA_DIR/upload-spool while the body streams in, read from there by the route, and
// removed with the folder when the answer is sent. A folder a stopped process left behind goes at the
// next start and with the upload sweep (decision 0048).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/** A folder older than this belongs to no upload still under way (a request has at most an hour). */
export const SPOOL_STALE_MS = 60 * 60 * 1000;

export function spoolRoot(dataDir = env().DATA_DIR) {
  return path.resolve(dataDir, "upload-spool");
}

export type Spool = {
  dir: string;
  /** The path of the `index`-th file of the upload (names are ours: never the sender's). */
  fileFor(index: number): string;
  /** Removes the folder and every file in it; safe to call twice. */
  remove(): Promise<void>;
};

/** A new, empty folder for one upload. */
export async function openSpool(root = spoolRoot()): Promise<Spool> {
  const dir = path.join(root, `${Date.now()}-${crypto.randomBytes(8).toString("hex")}`);
  await fs.promises.mkdir(dir, { recursive: true });
  return {
    dir,
    fileFor: (index) => path.join(dir, `part-${index}`),
    remove: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}

/** Removes the folders of uploads that ended without removing theirs; answers how many went. */
export async function sweepSpool(olderThanMs = SPOOL_STALE_MS, root = spoolRoot(), now = Date.now()) {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { withFileTypes: true });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    const dir = path.join(root, entry.name);
    const stat = await fs.promises.stat(dir).catch(() => null);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await fs.promises.rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
