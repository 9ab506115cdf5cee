// A place's old addresses keep working after an administrator renames it or changes its category.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, postForm, siteRequest } from "../fixtures/sessions";
import * as locationsRoute from "~/routes/admin/locations/route";
import * as placeRoute from "~/routes/public/place/route";
import * as reportRoute from "~/routes/public/report";
import { createLocation } from "~/server/queries/location-admin.server";
import { getLocationBySlug } from "~/server/queries/locations.server";
import { LocationSchema } from "~/lib/schemas";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

const FORM = {
  name: "Pelican Point Dog Park",
  category: "dog-park",
  region: "central",
  city: "Orlando",
  county: "Orange",
  leashPolicy: "off-leash",
  fees: "free",
  crowdLevel: "quiet",
  description: "Fenced park by the lake.",
};

function save(id: string, fields: Partial<typeof FORM>) {
  return callRoute(
    locationsRoute.action,
    postForm("/admin/locations", { ...FORM, ...fields, intent: "update", id }, admin),
  );
}

/** Where the place page at `pathname` sends a browser: its status and Location header. */
async function visit(pathname: string) {
  const slug = pathname.split("/")[2]!.split("?")[0]!;
  const answer = await callRoute(placeRoute.loader, siteRequest(pathname), { slug });
  const location = answer.body instanceof Response ? answer.body.headers.get("Location") : null;
  return { status: answer.status, location };
}

describe("addresses that last", () => {
  it("answers 301 from every earlier name's address to the current one, and from a wrong category prefix", async () => {
    const db = await getDb();
    const created = await createLocation(
      db,
      LocationSchema.parse({ ...FORM, amenities: [], photos: [], externalLinks: {} }),
      null,
    );
    expect(created.slug).toBe("pelican-point-dog-park");
    expect((await visit("/parks/pelican-point-dog-park")).status).toBe(200);

    expect((await save(created.id, { name: "Pelican Point Bark Park" })).status).toBe(200);
    expect(await visit("/parks/pelican-point-dog-park?utm_source=flyer")).toEqual({
      status: 301,
      location: "/parks/pelican-point-bark-park?utm_source=flyer",
    });
    expect((await visit("/parks/pelican-point-bark-park")).status).toBe(200);

    // A second rename and a new category: both earlier addresses lead to the newest one.
    expect((await save(created.id, { name: "Pelican Point Beach", category: "dog-beach" })).status).toBe(200);
    expect(await visit("/parks/pelican-point-dog-park")).toEqual({
      status: 301,
      location: "/beaches/pelican-point-beach",
    });
    expect(await visit("/parks/pelican-point-bark-park")).toEqual({
      status: 301,
      location: "/beaches/pelican-point-beach",
    });
    expect(await visit("/parks/pelican-point-beach")).toEqual({
      status: 301,
      location: "/beaches/pelican-point-beach",
    });
    expect((await visit("/beaches/pelican-point-beach")).status).toBe(200);

    // The report form follows the place too, in the page's language.
    for (const [from, to] of [
      ["/report/pelican-point-dog-park", "/report/pelican-point-beach"],
      ["/es/report/pelican-point-dog-park", "/es/report/pelican-point-beach"],
    ] as const) {
      const report = await callRoute(reportRoute.loader, siteRequest(from), { slug: "pelican-point-dog-park" });
      expect(report.status).toBe(301);
      expect(report.body instanceof Response ? report.body.headers.get("Location") : null).toBe(to);
    }
    const unknown = await callRoute(reportRoute.loader, siteRequest("/es/report/no-such-place"), {
      slug: "no-such-place",
    });
    expect(unknown.status).toBe(404);
  });

  it("keeps an old address for its place when a new place takes the same name", async () => {
    const db = await getDb();
    const first = await createLocation(
      db,
      LocationSchema.parse({ ...FORM, name: "Heron Hollow", amenities: [], photos: [], externalLinks: {} }),
      null,
    );
    expect((await save(first.id, { name: "Heron Hollow Dog Park" })).status).toBe(200);
    const second = await createLocation(
      db,
      LocationSchema.parse({ ...FORM, name: "Heron Hollow", amenities: [], photos: [], externalLinks: {} }),
      null,
    );
    expect(second.slug).toBe("heron-hollow-1");
    expect(await visit("/parks/heron-hollow")).toEqual({ status: 301, location: "/parks/heron-hollow-dog-park" });

    // Renamed back, the place takes its first address again, which then answers 200.
    expect((await save(first.id, { name: "Heron Hollow" })).status).toBe(200);
    expect((await getLocationBySlug(db, "heron-hollow"))?.id).toBe(first.id);
    expect((await visit("/parks/heron-hollow")).status).toBe(200);
    expect(await visit("/parks/heron-hollow-dog-park")).toEqual({ status: 301, location: "/parks/heron-hollow" });
  });

  it("still answers 404 for an address no place ever had", async () => {
    expect((await visit("/parks/never-was-here")).status).toBe(404);
  });
});
