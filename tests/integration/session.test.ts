// The signed-in user is looked up once per request, and the root data is not reloaded on page moves.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { siteRequest } from "../fixtures/sessions";
import { shouldRevalidate } from "~/root";
import { getAuth, getUser, requireAdmin } from "~/server/domain/auth.server";
import { requestContextMiddleware } from "~/server/domain/request-context.server";
import { RouterContextProvider } from "react-router";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase();
});

describe("one session lookup per request", () => {
  it("the root, layout and page loaders of one request share the lookup", async () => {
    const auth = await getAuth();
    const lookups = vi.spyOn(auth.api, "getSession");
    // React Router hands each loader its own copy of the request.
    const copy = () => siteRequest("/admin/locations", { cookie: admin });
    const context = new RouterContextProvider();
    const users = await requestContextMiddleware({ request: copy(), params: {}, context } as never, async () => {
      const found = await Promise.all([
        getUser(copy(), context),
        requireAdmin(copy(), context),
        getUser(copy(), context),
      ]);
      return Response.json(found.map((u) => u?.role));
    });
    expect(await (users as Response).json()).toEqual(["admin", "admin", "admin"]);
    expect(lookups).toHaveBeenCalledTimes(1);

    lookups.mockClear();
    const next = new RouterContextProvider();
    await requestContextMiddleware({ request: copy(), params: {}, context: next } as never, async () => {
      await getUser(copy(), next);
      return new Response(null);
    });
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });
});

describe("root data", () => {
  const args = (formMethod?: string) =>
    ({
      currentUrl: new URL("http://localhost/explore?region=north"),
      nextUrl: new URL("http://localhost/explore?region=south"),
      formMethod,
      defaultShouldRevalidate: true,
    }) as never;

  it("is kept when a filter link or a search is followed", () => {
    expect(shouldRevalidate(args())).toBe(false);
    expect(shouldRevalidate(args("GET"))).toBe(false);
  });

  it("is reloaded after a form is sent (signing in or out, any change)", () => {
    expect(shouldRevalidate(args("POST"))).toBe(true);
  });
});
