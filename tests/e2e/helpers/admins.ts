// The end-to-end server lists a run's worth of administrator addresses in ADMIN_EMAILS; each test that
// needs an administrator claims one of them for itself (an empty file made with O_EXCL in the run's
// data folder), so no two tests, workers or repeats ever share an administrator account.
import fs from "node:fs";
import path from "node:path";

export const ADMIN_ADDRESSES = 1000;

export const adminAddress = (slot: number) => `e2e-admin-${slot}@example.com`;

export const adminEmailsSetting = () => Array.from({ length: ADMIN_ADDRESSES }, (_, i) => adminAddress(i)).join(",");

export function claimAdminAddress(dataDir = process.env.E2E_DATA_DIR) {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  const claims = path.join(dataDir, "admin-addresses");
  fs.mkdirSync(claims, { recursive: true });
  for (let slot = 0; slot < ADMIN_ADDRESSES; slot++) {
    try {
      fs.closeSync(fs.openSync(path.join(claims, String(slot)), "wx"));
      return adminAddress(slot);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`All ${ADMIN_ADDRESSES} administrator addresses of this run are taken`);
}
