// Spanish (es-US) texts of the "content" namespace: the same keys as ../en/content.ts.
import type { Translation } from "../types";
import type en from "../en/content";

export default {} satisfies Translation<typeof en>;
