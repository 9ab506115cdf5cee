import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { countByCategory, findLocations } from "~/server/queries/locations.server";
import { locations, type NewLocation } from "~/server/infra/schema.server";
import { seedDemoData } from "~/server/domain/seed.server";
import { loader as placeLoader, meta as placeMeta } from "~/routes/public/place/route";
import { loader as sitemapFileLoader } from "~/routes/seo/sitemaps";
import { routeContext } from "../fixtures/context";

const SITE = "http://localhost:3000";
const args = (pathname: string, params: Record<string, string>) =>
  ({ request: new Request(`${SITE}${pathname}`), params, context: routeContext() }) as never;

const place = (slug: string, facts: Partial<NewLocation>): NewLocation => ({
  slug,
  name: slug.replace(/-/g, " "),
  category: "dog-park",
  region: "central",
  county: "Orange",
  city: "Orlando",
  lat: 28.54,
  lng: -81.38,
  ...facts,
});

describe("the 'Dogs allowed now' filter at a fixed clock", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await db.insert(locations).values([
      place("every-day-park", { dogHours: "Mo-Su 08:00-18:00" }),
      place("weekend-beach", { category: "dog-beach", dogHours: "Sa,Su 08:00-18:00" }),
      place("no-hours-park", {}),
      place("resting-park", { dogHours: "24/7", status: "temporarily-closed", statusNote: "Resodding" }),
      place("gone-park", { dogHours: "24/7", status: "closed" }),
      place("pensacola-park", {
        region: "north",
        county: "Escambia",
        city: "Pensacola",
        lat: 30.43,
        lng: -87.19,
        dogHours: "Mo-Su 08:00-18:00",
      }),
    ]);
  });

  const slugs = async (openNow: boolean, now: string) =>
    (await findLocations(await getDb(), { openNow, sort: "name" }, new Date(now))).items.map((p) => p.slug).sort();

  it("lists only the places whose dog hours allow dogs at that moment", async () => {
    // Wednesday 12:00 EDT / 11:00 CDT.
    expect(await slugs(true, "2026-04-08T16:00:00Z")).toEqual(["every-day-park", "pensacola-park"]);
    // Saturday 12:00 EDT.
    expect(await slugs(true, "2026-04-11T16:00:00Z")).toEqual(["every-day-park", "pensacola-park", "weekend-beach"]);
  });

  it("reads each place's hours in its own time zone", async () => {
    // 18:30 EDT is 17:30 CDT: Orlando has closed, Pensacola has half an hour left.
    expect(await slugs(true, "2026-04-08T22:30:00Z")).toEqual(["pensacola-park"]);
  });

  it("leaves out places without dog hours, temporarily closed ones and closed ones; counts follow", async () => {
    const all = await slugs(false, "2026-04-08T16:00:00Z");
    expect(all).toEqual(["every-day-park", "no-hours-park", "pensacola-park", "resting-park", "weekend-beach"]);
    const counts = await countByCategory(await getDb(), { openNow: true }, new Date("2026-04-11T16:00:00Z"));
    expect(counts).toEqual({ "dog-park": 2, "dog-beach": 1 });
  });

  it("gives every card the status it shows", async () => {
    const { items } = await findLocations(await getDb(), { sort: "name" }, new Date("2026-04-08T16:00:00Z"));
    const bySlug = Object.fromEntries(items.map((p) => [p.slug, p]));
    expect(bySlug["every-day-park"]?.dogTimeline?.segments.length).toBeGreaterThan(1);
    expect(bySlug["no-hours-park"]?.dogTimeline).toBeNull();
    expect(bySlug["resting-park"]).toMatchObject({ status: "temporarily-closed", statusNote: "Resodding" });
  });
});

describe("a place closed for good", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedDemoData(db);
  });

  it("is absent from lists, counts, search and the sitemap", async () => {
    const db = await getDb();
    const search = await findLocations(db, { search: "Dog Wood" });
    expect(search.items.map((p) => p.name)).not.toContain("Dog Wood Park");
    const [{ all } = { all: 0 }] = await db.select({ all: sql<number>`count(*)::int` }).from(locations);
    expect((await findLocations(db)).total).toBe(all - 1);
    const north = await countByCategory(db, { regions: ["north"] });
    const [{ parks } = { parks: 0 }] = await db
      .select({ parks: sql<number>`count(*)::int` })
      .from(locations)
      .where(sql`${locations.region} = 'north' and ${locations.category} = 'dog-park'`);
    expect(north["dog-park"]).toBe(parks - 1);
    const xml = await (
      await sitemapFileLoader({
        params: { file: "places-1.xml" },
        request: new Request("http://localhost:3000/sitemaps/places-1.xml"),
        context: routeContext(),
      } as never)
    ).text();
    expect(xml).toContain("/parks/citrus-county-dog-park");
    expect(xml).not.toContain("/parks/dog-wood-park");
  });

  it("still answers at its address, says it is permanently closed and asks not to be indexed", async () => {
    const data = await placeLoader(args("/parks/dog-wood-park", { slug: "dog-wood-park" }));
    expect(data.place).toMatchObject({ name: "Dog Wood Park", status: "closed" });
    expect(data.place.statusNote).toMatch(/Closed permanently/);
    const tags = placeMeta({ data, matches: [] } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("carries the facts of the seed file on a place page", async () => {
    const data = await placeLoader(args("/beaches/jacksonville-beach", { slug: "jacksonville-beach" }));
    expect(data.dogTimeline?.timeZone).toBe("America/New_York");
    expect(data.place.rules).toEqual(expect.arrayContaining([expect.stringMatching(/leash/i)]));
    // Three pages of the seed file: which gives which fact is unknown, so none names any, and the
    // two pages of the city's own site read apart.
    expect(data.sources.map((s) => [s.label, s.supports])).toEqual([
      ["jacksonvillebeach.org — Dogs on the Beach", null],
      ["jacksonvillebeach.org — FAQ", null],
      [expect.stringMatching(/^news4jax\.com — Leash Up Jacksonville Beach Police/), null],
    ]);
    // A place with one page: that page gives every fact the row states.
    const market = await placeLoader(
      args("/farmers-markets/sarasota-farmers-market", { slug: "sarasota-farmers-market" }),
    );
    expect(market.sources).toHaveLength(1);
    expect(market.sources[0]).toMatchObject({
      label: expect.stringMatching(/^sarasotafarmersmarket\.org/),
      supports: "Description, dog rules",
    });
  });
});

describe("upgrading a database seeded before the new facts", () => {
  it("fills only what is empty, keeping what an administrator entered", async () => {
    const db = await resetDatabase();
    await seedDemoData(db);
    // The places as an older seed left them, one with an administrator's own description.
    await db.execute(sql`update locations set description = null, rules = '[]'::jsonb, dog_hours = null, hours = null,
      fee_details = null, amenities = '{}', fenced = null, small_dog_area = null, status = 'open', status_note = null,
      sources = '[]'::jsonb`);
    await db
      .update(locations)
      .set({ description: "Our own words about the beach." })
      .where(eq(locations.slug, "jacksonville-beach"));

    const file = fs.readFileSync(path.resolve("drizzle/0007_seed_facts.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }

    const [beach] = await db.select().from(locations).where(eq(locations.slug, "jacksonville-beach"));
    expect(beach?.description).toBe("Our own words about the beach.");
    expect(beach?.dogHours).toBe("Oct-Mar 00:00-24:00; Apr-Sep 00:00-09:00,17:00-24:00");
    expect(beach?.sources.length).toBeGreaterThan(0);
    // The migration labelled each of the beach's pages with every fact of its row: read as unknown.
    expect(beach?.sources.every((s) => /dog hours/i.test(s.supports ?? ""))).toBe(true);
    const page = await placeLoader(args("/beaches/jacksonville-beach", { slug: "jacksonville-beach" }));
    expect(page.sources.map((s) => s.supports)).toEqual([null, null, null]);
    const [closed] = await db.select().from(locations).where(eq(locations.slug, "dog-wood-park"));
    expect(closed?.status).toBe("closed");
  });
});
