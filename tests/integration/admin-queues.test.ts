// The administrators' queues (submissions, reports, messages) show 25 cards a page, newest first,
// and under a status filter count the pages of that filter; nothing is left out past a limit.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow, submissionRow } from "../factories";
import { callRoute, siteRequest } from "../fixtures/sessions";
import { ListPages } from "~/components/admin-list";
import * as messagesRoute from "~/routes/admin/messages";
import * as reportsRoute from "~/routes/admin/reports";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import { createContactMessage } from "~/server/queries/contact.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { createReport } from "~/server/queries/reports.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { reviewSubmission } from "~/server/queries/submission-decisions.server";
import { locationSubmissions } from "~/server/infra/schema.server";
import { instanceFor } from "~/server/reference/i18n.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

type Paged = { page: number; pageCount: number };

async function open<T extends Paged>(route: { loader: (args: never) => Promise<unknown> }, path: string) {
  const answer = await callRoute(route.loader, siteRequest(path, { cookie: admin }));
  expect(answer.status).toBe(200);
  return answer.body as T;
}

describe("the admin queues, a page at a time", () => {
  it("shows 26 pending submissions on two pages, and counts them all on each", async () => {
    const db = await getDb();
    const names: string[] = [];
    for (let i = 0; i < 26; i++) {
      const name = `Queue Park ${String(i).padStart(2, "0")}`;
      names.push(name);
      const { id } = await createSubmission(db, null, submissionRow({ name }));
      // A minute apart: two rows written within one tick of the database's clock would tie.
      await db
        .update(locationSubmissions)
        .set({ createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)) })
        .where(eq(locationSubmissions.id, id));
    }
    const approved = await createSubmission(db, null, submissionRow({ name: "Approved Queue Park" }));
    await reviewSubmission(db, approved.id, "approved", null, null);

    type Submissions = Paged & { items: { name: string; status: string }[]; matching: number };
    const first = await open<Submissions>(submissionsRoute, "/admin?status=pending");
    const second = await open<Submissions>(submissionsRoute, "/admin?status=pending&page=2");
    expect([first.page, first.pageCount, first.items.length]).toEqual([1, 2, 25]);
    expect([second.page, second.pageCount, second.items.length]).toEqual([2, 2, 1]);
    // Newest first: the last one sent opens the first page, the first one sent is alone on the second.
    expect(first.items[0]!.name).toBe("Queue Park 25");
    expect(second.items.map((s) => s.name)).toEqual(["Queue Park 00"]);
    expect([...first.items, ...second.items].map((s) => s.name).sort()).toEqual(names);
    // "Showing X of Y submissions", as on Locations: X on this page, Y with the chosen status.
    expect([first.matching, second.matching]).toEqual([26, 26]);

    // A page past the last shows the last; a page number that is not one shows the first.
    expect((await open<Submissions>(submissionsRoute, "/admin?status=pending&page=9")).items).toEqual(second.items);
    expect((await open<Submissions>(submissionsRoute, "/admin?status=pending&page=x")).page).toBe(1);
    // Under another filter the pages count what that filter shows.
    const done = await open<Submissions>(submissionsRoute, "/admin?status=approved&page=2");
    expect([done.page, done.pageCount, done.items.map((s) => s.name)]).toEqual([1, 1, ["Approved Queue Park"]]);
  });

  it("pages the reports instead of stopping at a limit", async () => {
    const db = await getDb();
    const place = await insertLocation(db, placeRow({ name: "Reported Queue Beach" }));
    for (let i = 0; i < 30; i++) {
      await createReport(db, {
        locationId: place.id,
        kind: "closed",
        text: `Report ${i}`,
        sourceUrl: null,
        email: null,
        userId: null,
      });
    }
    type Reports = Paged & { reports: { text: string }[] };
    const first = await open<Reports>(reportsRoute, "/admin/reports");
    const second = await open<Reports>(reportsRoute, "/admin/reports?page=2");
    expect([first.pageCount, first.reports.length, second.reports.length]).toEqual([2, 25, 5]);
    expect(new Set([...first.reports, ...second.reports].map((r) => r.text)).size).toBe(30);
  });

  it("pages the messages and counts every unread one", async () => {
    const db = await getDb();
    for (let i = 0; i < 27; i++) {
      await createContactMessage(db, {
        name: "Ana",
        email: "ana@example.com",
        subject: `Note ${i}`,
        message: "Hello.",
      });
    }
    type Messages = Paged & { messages: { subject: string }[]; total: number; unread: number };
    const second = await open<Messages>(messagesRoute, "/admin/messages?page=2");
    expect([second.page, second.pageCount, second.messages.length]).toEqual([2, 2, 2]);
    expect([second.total, second.unread]).toEqual([27, 27]);
  });
});

describe("the links between a queue's pages", () => {
  /** The previous and next links of page `page` of 3, opened at `path`. */
  function links(path: string, page: number) {
    const Stub = createRoutesStub([{ path: "*", Component: () => createElement(ListPages, { page, pageCount: 3 }) }]);
    const html = renderToString(
      createElement(I18nextProvider, { i18n: instanceFor("en") }, createElement(Stub, { initialEntries: [path] })),
    );
    return [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
      rel: /rel="([^"]*)"/.exec(tag)?.[1],
      href: /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&"),
    }));
  }

  it("keep the status filter, and page 1 has no page number", () => {
    expect(links("/admin/reports?status=all&page=2", 2)).toEqual([
      { rel: "prev", href: "/admin/reports?status=all" },
      { rel: "next", href: "/admin/reports?status=all&page=3" },
    ]);
    expect(links("/admin/messages", 1)).toEqual([{ rel: "next", href: "/admin/messages?page=2" }]);
  });
});
