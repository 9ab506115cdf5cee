// The admin panel's guard: every admin loader and action refuses visitors and people who are not
// administrators.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { outcome, postForm, siteRequest, type RouteHandler } from "../fixtures/sessions";
import { routeContextNow } from "../fixtures/context";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import * as layoutRoute from "~/routes/admin/layout";
import { adminDatabase, call, newSubmission, post } from "./admin-fixtures";

let admin = "";
let member = "";

beforeAll(async () => {
  ({ admin, member } = await adminDatabase());
});

/** A route of app/routes.ts with the address it answers at. */
type RouteEntry = { file: string; url: string; index: boolean };

/** Every route app/routes.ts places under the admin prefix, and which of them sit in the admin layout. */
function adminRoutes() {
  const inLayout: RouteEntry[] = [];
  const others: RouteEntry[] = [];
  const walk = (entries: RouteConfigEntry[], base: string, layout: boolean) => {
    for (const entry of entries) {
      const url = entry.path ? `${base}/${entry.path}` : base;
      const isLayout = entry.file === "routes/admin/layout.tsx";
      // A layout without a path of its own answers at the address of its index route.
      const index = entry.children?.find((child) => child.index);
      const address = isLayout && !entry.path && index?.path ? `${base}/${index.path}` : url;
      if (address.startsWith("/admin") || isLayout)
        (layout || isLayout ? inLayout : others).push({ file: entry.file, url: address, index: !!entry.index });
      if (entry.children) walk(entry.children, url, layout || isLayout);
    }
  };
  walk(routes, "", false);
  return { inLayout, others };
}

const ADMIN_ROUTES = adminRoutes();
const LAYOUT_HANDLERS = await handlersOf(ADMIN_ROUTES.inLayout);
const OTHER_HANDLERS = await handlersOf(ADMIN_ROUTES.others);

/** Each loader and action of the routes, with the address and method a browser would use for it. */
async function handlersOf(entries: RouteEntry[]) {
  const found: [string, RouteHandler, string, "GET" | "POST"][] = [];
  for (const entry of entries) {
    const module = (await import(path.join(process.cwd(), "app", entry.file))) as {
      loader?: RouteHandler;
      action?: RouteHandler;
    };
    const url = entry.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
    if (module.loader) found.push([`${entry.file} loader`, module.loader, url, "GET"]);
    if (module.action) found.push([`${entry.file} action`, module.action, entry.index ? `${url}?index` : url, "POST"]);
  }
  return found;
}

describe("admin guard", () => {
  it("covers every route of the admin layout in app/routes.ts", () => {
    expect(ADMIN_ROUTES.inLayout.map((r) => r.file)).toContain("routes/admin/layout.tsx");
    expect(ADMIN_ROUTES.inLayout.length).toBeGreaterThan(5);
  });

  it.each(LAYOUT_HANDLERS)(
    "%s sends a visitor to sign in and refuses a user with 403",
    async (_, handler, pathname, method) => {
      const request = (cookie?: string) =>
        method === "GET"
          ? siteRequest(pathname, { cookie })
          : post(pathname, { intent: "delete", id: "00000000-0000-4000-8000-000000000000", read: "true" }, cookie);

      const visitor = await call(handler, request());
      expect(visitor.status).toBe(302);
      expect((visitor.body as Response).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);

      const user = await call(handler, request(member));
      expect(user.status).toBe(403);

      const allowed = await call(handler, request(admin));
      expect([200, 400, 404]).toContain(allowed.status);
    },
  );

  it("the admin layout sends a signed-in non-administrator home with Access Denied, and refuses their forms", async () => {
    const middleware = layoutRoute.middleware![0]!;
    const through = async (request: Request) => {
      const context = await routeContextNow();
      return outcome(async () =>
        middleware({ request, params: {}, context } as never, async () => new Response("page")),
      );
    };
    const page = await through(siteRequest("/admin/locations", { cookie: member }));
    expect(page.status).toBe(302);
    const response = page.body as Response;
    expect(response.headers.get("location")).toBe("/");
    const flash = response.headers.getSetCookie().find((c) => c.startsWith("fdp_flash="));
    expect(decodeURIComponent(flash ?? "")).toContain("Access Denied: You don't have permission to access this page.");

    const form = await through(postForm("/admin/locations", { intent: "delete" }, member));
    expect(form.status).toBe(403);
    const allowed = await through(siteRequest("/admin/locations", { cookie: admin }));
    expect(allowed.status).toBe(200);
  });

  it.each(OTHER_HANDLERS)(
    "%s, outside the layout, refuses a visitor and a user",
    async (_, handler, pathname, method) => {
      const request = (cookie?: string) =>
        method === "GET" ? siteRequest(pathname, { cookie }) : post(pathname, { intent: "delete" }, cookie);
      expect([302, 401, 403]).toContain((await call(handler, request())).status);
      expect([401, 403]).toContain((await call(handler, request(member))).status);
    },
  );

  it("gives the admin the pending count for the tab badge", async () => {
    await newSubmission("Badge Count Beach");
    const { status, body } = await call(layoutRoute.loader, siteRequest("/admin", { cookie: admin }));
    expect(status).toBe(200);
    expect((body as { pending: number }).pending).toBeGreaterThanOrEqual(1);
  });
});
