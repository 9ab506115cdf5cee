// Spanish (es-US) texts of the "browse" namespace: the same keys as ../en/browse.ts.
import type { Translation } from "../types";
import type en from "../en/browse";

export default {} satisfies Translation<typeof en>;
