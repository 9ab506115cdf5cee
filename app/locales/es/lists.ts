// Spanish (es-US) texts of the "lists" namespace: the same keys as ../en/lists.ts.
import type { Translation } from "../types";
import type en from "../en/lists";

export default {} satisfies Translation<typeof en>;
