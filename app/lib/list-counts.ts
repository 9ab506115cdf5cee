// How the lists count their places and say how many they found.

/**
 * A list counts its matches one by one up to this many (or to the end of the page asked for, when that
 * is further) and says "more than" beyond: counting every match of a long list cost more than the rest
 * of its page (decision 0014, "Long lists").
 */
export const COUNT_LIMIT = 1000;

/** A number as the lists write it: "17", "1,000". */
export function formatCount(count: number) {
  return count.toLocaleString("en-US");
}

/**
 * How many places a list has, as words: "17", or "more than 1,000" when more matched than were
 * counted (COUNT_LIMIT, decision 0014); `start` capitalises it to open a sentence.
 */
export function countWords(total: number, more = false, { start = false } = {}) {
  if (!more) return formatCount(total);
  return `${start ? "More" : "more"} than ${formatCount(total)}`;
}

/** "1 location found", "24 locations found", "More than 1,000 locations found": the total, not the page. */
export function foundLine(total: number, more = false) {
  return `${countWords(total, more, { start: true })} ${total === 1 && !more ? "location" : "locations"} found`;
}

/** "Page 2 of 5", or "Page 2 of 42 or more" when the list was counted only so far. */
export function pageOfLine(page: number, pageCount: number, more = false) {
  return `Page ${page} of ${pageCount}${more ? " or more" : ""}`;
}
