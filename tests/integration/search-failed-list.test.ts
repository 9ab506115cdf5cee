// A list whose query fails: the page stays, with SPEC's message, and the same address works again.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { loader as exploreLoader } from "~/routes/public/explore";
import { routeContext } from "../fixtures/context";
import { directoryOfPlaces } from "./search-fixtures";

beforeAll(directoryOfPlaces);

describe("a failed list", () => {
  it("keeps the page: the list answers 500 with SPEC's message, and the same address works again", async () => {
    const db = await getDb();
    const load = () =>
      exploreLoader({
        request: new Request("http://localhost/explore"),
        params: {},
        context: routeContext(),
      } as never) as unknown as Promise<{
        data: { error: string | null; items: unknown[]; search: string };
        init: ResponseInit;
      }>;
    await db.execute(sql`alter table locations rename to locations_away`);
    try {
      const failed = await load();
      expect(failed.init.status).toBe(500);
      expect(failed.data.error).toBe("Failed to fetch locations");
      expect(failed.data.items).toEqual([]);
    } finally {
      await db.execute(sql`alter table locations_away rename to locations`);
    }
    const retried = await load();
    expect(retried.init.status).toBe(200);
    expect(retried.data.error).toBeNull();
    expect(retried.data.items.length).toBeGreaterThan(0);
  });
});
