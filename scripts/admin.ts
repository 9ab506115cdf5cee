// npm run admin -- grant <email> | revoke <email>: gives or takes the admin role of a confirmed account.
import { findUserByEmail, setRole } from "../app/server/queries/users.server";
import { openScriptDatabase, PGLITE_WARNING, usesPglite } from "./database";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email>  [--server-stopped]";
const args = process.argv.slice(2);
const serverStopped = args.includes("--server-stopped");
const [command, email] = args.filter((a) => a !== "--server-stopped");

if ((command !== "grant" && command !== "revoke") || !email) {
  console.error(USAGE);
  process.exit(2);
}
if (usesPglite() && !serverStopped) {
  console.error(
    [
      "Refusing to change roles in the embedded PGlite database while the server may be running.",
      PGLITE_WARNING,
      "Either set DATABASE_URL to your PostgreSQL database, or stop the server and run again with --server-stopped,",
      "or list the address in ADMIN_EMAILS: after signing in, its owner gets a link that gives the role.",
    ].join("\n"),
  );
  process.exit(1);
}

const database = await openScriptDatabase();
try {
  const account = await findUserByEmail(database.db, email);
  if (!account) {
    console.error(`No account uses ${email}. Sign up on the site first, then run this again.`);
    process.exitCode = 1;
  } else {
    await setRole(database.db, account.id, command === "grant" ? "admin" : "user");
    console.log(`${account.email} is now ${command === "grant" ? "an administrator" : "a regular user"}.`);
    if (!account.emailVerified)
      console.warn(`Note: ${account.email} has not confirmed the address yet and cannot sign in until it does.`);
  }
} finally {
  await database.close();
}
