// Spanish (es-US) texts of the "mail" namespace: the same keys as ../en/mail.ts.
import type { Translation } from "../types";
import type en from "../en/mail";

export default {} satisfies Translation<typeof en>;
