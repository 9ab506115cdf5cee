// The full-page cache's entries: compressed once, bounded by their total bytes. A page is kept only
// if it is worth the room: none larger than a share of the cache, and none that would push out pages
// read more often than it. How often an address is read is counted approximately, for every address
// asked for, in a fixed amount of memory, and the counts are halved now and then so that yesterday's
// popular pages make way for today's (TinyLFU, https://arxiv.org/abs/1512.00727).
import type { ReviewsShown } from "~/lib/page-cache-policy";

/**
 * How often each address was asked for lately, at most 255: a count-min sketch (four counters per
 * address, hashed apart; the smallest is the count), halved after every `sample` additions.
 */
export class FrequencySketch {
  private readonly rows: Uint8Array[];
  private additions = 0;
  constructor(
    private readonly width = 16_384,
    private readonly sample = width * 10,
  ) {
    this.rows = Array.from({ length: 4 }, () => new Uint8Array(width));
  }

  /** The counter of `key` in each row, written into `this.slots`. */
  private readonly slots = new Uint32Array(4);
  private locate(key: string) {
    // FNV-1a, twice with different multipliers, combined as double hashing.
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    for (let row = 0; row < this.rows.length; row++) this.slots[row] = ((a + row * (b | 1)) >>> 0) % this.width;
  }

  frequency(key: string) {
    this.locate(key);
    let least = 255;
    for (let row = 0; row < this.rows.length; row++) least = Math.min(least, this.rows[row]![this.slots[row]!]!);
    return least;
  }

  /** Counts one request for `key`: only its smallest counters grow (conservative update). */
  add(key: string) {
    const least = this.frequency(key);
    if (least < 255) {
      for (let row = 0; row < this.rows.length; row++) {
        const counters = this.rows[row]!;
        if (counters[this.slots[row]!] === least) counters[this.slots[row]!] = least + 1;
      }
    }
    if (++this.additions >= this.sample) {
      this.additions = 0;
      for (const counters of this.rows) for (let i = 0; i < counters.length; i++) counters[i]! >>= 1;
    }
  }
}

export type Encoding = "br" | "gzip" | "identity";

/** A kept page: its body in each encoding, compressed once when it is stored, and its answers' headers. */
export type Entry = {
  key: string;
  /** The directory's stamp it was rendered at. */
  version: string;
  /** For one visitor's copy (decision 0057), the personal stamp it was rendered at; undefined for the anonymous page. */
  personal?: string;
  /** Whose reviews the page shows, and the latest review change (ReviewChanges) when its render began. */
  reviews: ReviewsShown;
  seen: number;
  created: number;
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** The headers of a 200 in each encoding and of a 304, as [name, value, name, value …] (all but Age and X-Page-Cache). */
  heads: Record<Encoding | "notModified", string[]>;
  bytes: number;
};

/** Of the cache's bytes, the most one page may take. */
export const ENTRY_SHARE = 1 / 32;

export class PageStore {
  private entries = new Map<string, Entry>();
  private total = 0;
  readonly maxEntryBytes: number;
  readonly counts: FrequencySketch;
  constructor(
    readonly maxBytes: number,
    { maxEntryBytes = Math.floor(maxBytes * ENTRY_SHARE), counts = new FrequencySketch() } = {},
  ) {
    this.maxEntryBytes = maxEntryBytes;
    this.counts = counts;
  }

  get bytes() {
    return this.total;
  }

  get size() {
    return this.entries.size;
  }

  /** Counts a request for `key`, kept or not. */
  record(key: string) {
    this.counts.add(key);
  }

  /** Whether `key` is kept, without counting as a use. */
  has(key: string) {
    return this.entries.has(key);
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `entry` (replacing the one of its address) if it is worth the room, and tells whether it
   * did. It is not kept when it is larger than `maxEntryBytes`, nor when making room would push out
   * a page asked for at least as often as it; pages that can no longer be served (`useless`: of an
   * older version or past their age) make room first, whatever their counts. Among the rest, the
   * least recently used go first.
   */
  set(entry: Entry, useless: (kept: Entry) => boolean = () => false): boolean {
    this.delete(entry.key);
    if (entry.bytes > this.maxEntryBytes) return false;
    if (this.total + entry.bytes > this.maxBytes)
      for (const kept of [...this.entries.values()]) if (useless(kept)) this.delete(kept.key);
    let over = this.total + entry.bytes - this.maxBytes;
    if (over > 0) {
      const frequency = this.counts.frequency(entry.key);
      const victims: string[] = [];
      for (const kept of this.entries.values()) {
        if (over <= 0) break;
        if (this.counts.frequency(kept.key) >= frequency) return false;
        victims.push(kept.key);
        over -= kept.bytes;
      }
      for (const key of victims) this.delete(key);
    }
    this.entries.set(entry.key, entry);
    this.total += entry.bytes;
    return true;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Drops every entry that `stale` says can no longer be served. */
  deleteWhere(stale: (kept: Entry) => boolean) {
    for (const kept of [...this.entries.values()]) if (stale(kept)) this.delete(kept.key);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }
}
