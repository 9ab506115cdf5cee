import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "../db";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import { loader as checkLoader, type DogHoursPreview } from "~/routes/admin/dog-hours";

const check = (query: string, cookie?: string) =>
  callRoute(checkLoader, siteRequest(`/admin/dog-hours?${query}`, { cookie }));

describe("checking dog hours as an administrator types them", () => {
  let adminCookie = "";
  let userCookie = "";

  beforeAll(async () => {
    await resetDatabase();
    adminCookie = await sessionCookie("admin");
    userCookie = await sessionCookie("user");
  });

  it("answers only administrators", async () => {
    expect((await check("value=Mo-Su%2008:00-18:00")).status).toBe(403);
    expect((await check("value=Mo-Su%2008:00-18:00", userCookie)).status).toBe(403);
  });

  it("gives the library's error for hours it cannot read", async () => {
    const { status, body } = await check(`value=${encodeURIComponent("Mo-Fr 10:00-xx")}`, adminCookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: false });
    expect((body as Extract<DogHoursPreview, { ok: false }>).error).toMatch(/Time range does not continue/);
  });

  it("gives the warnings and the next seven days for hours it can read", async () => {
    const vague = (await check(`value=${encodeURIComponent("Mo-Su 7-18")}`, adminCookie)).body as DogHoursPreview;
    expect(vague.ok && vague.warnings.join(" ")).toMatch(/Time range without minutes/);

    const { body } = await check(
      `value=${encodeURIComponent("Mo-Su 08:00-18:00")}&county=Escambia&lat=30.43&lng=-87.19`,
      adminCookie,
    );
    const preview = body as Extract<DogHoursPreview, { ok: true }>;
    expect(preview).toMatchObject({ ok: true, warnings: [], timeZone: "America/Chicago" });
    expect(preview.week).toHaveLength(7);
    expect(preview.week[0]).toMatchObject({ label: "Today", hours: "8:00 AM – 6:00 PM" });
  });

  it("refuses an empty or oversized value with a clear status", async () => {
    expect((await check("value=", adminCookie)).status).toBe(400);
    expect((await check(`value=${"Mo-Su 08:00-18:00; ".repeat(80)}`, adminCookie)).status).toBe(413);
  });
});
