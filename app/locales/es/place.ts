// Spanish (es-US) texts of the "place" namespace: the same keys as ../en/place.ts.
import type { Translation } from "../types";
import type en from "../en/place";

export default {} satisfies Translation<typeof en>;
