import { describe, expect, it } from "vitest";
import { statusFilter } from "./status-filters";

describe("status filters", () => {
  const filter = statusFilter({
    options: ["open", "done", "all"],
    labels: { open: "Open", done: "Done", all: "All" },
    fallback: "open",
    empty: { fallback: "Nothing open.", other: "Nothing matches." },
  });

  it("read ?status=, falling back for a missing or unknown value", () => {
    expect(filter.from(new URLSearchParams("status=done"))).toBe("done");
    expect(filter.from(new URLSearchParams(""))).toBe("open");
    for (const odd of ["constructor", "__proto__", "DONE", ""]) {
      expect(filter.from(new URLSearchParams({ status: odd }))).toBe("open");
    }
    expect([filter.emptyText("open"), filter.emptyText("all")]).toEqual(["Nothing open.", "Nothing matches."]);
  });
});
