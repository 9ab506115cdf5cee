// Administrators named by ADMIN_EMAILS take up the role through a link mailed to the address after
// its account signs in, opened in that signed-in browser: knowing the password and reading the
// mailbox at the moment of promotion, so that whoever signed the address up first gains nothing.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../infra/db.server";
import { env } from "../infra/env.server";
import { sendAdminRoleMail } from "./notifications.server";
import { recordAudit } from "../queries/audit.server";
import { findRole, saveAdminRoleToken, setRole, takeAdminRoleToken } from "../queries/users.server";
import { hit, LIMITS } from "./rate-limit.server";

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function isListedAdmin(email: string) {
  return env().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/**
 * After a sign-in: an account whose address is listed but that is not an administrator yet gets the
 * link by mail. Answers whether a link was sent; the sign-in page never says (decision 0045).
 */
export async function offerAdminRole(db: Db, account: { id: string; email: string }, origin: string) {
  if (!isListedAdmin(account.email) || (await findRole(db, account.id)) === "admin") return false;
  if (!(await hit(db, LIMITS.accountMailPerAddress, account.email)).allowed) return false;
  const token = randomBytes(32).toString("base64url");
  await saveAdminRoleToken(db, account.id, hashOf(token), new Date(Date.now() + TOKEN_LIFETIME_MS));
  await sendAdminRoleMail(account.email, `${origin}/auth/admin-role?token=${token}`);
  return true;
}

/** Gives the role to the signed-in account when the token is its own, unused and fresh. */
export async function takeAdminRole(db: Db, account: { id: string; email: string }, token: string) {
  if (!isListedAdmin(account.email)) return false;
  return db.transaction(async (tx) => {
    if (!(await takeAdminRoleToken(tx, account.id, hashOf(token)))) return false;
    await setRole(tx, account.id, "admin");
    await recordAudit(tx, account, {
      action: "user.promoted",
      summary: `${account.email} became an administrator (listed in ADMIN_EMAILS, confirmed by a link to the address)`,
    });
    return true;
  });
}
