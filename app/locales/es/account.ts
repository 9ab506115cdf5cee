// Spanish (es-US) texts of the "account" namespace: the same keys as ../en/account.ts.
import type { Translation } from "../types";
import type en from "../en/account";

export default {} satisfies Translation<typeof en>;
