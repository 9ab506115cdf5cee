// What every request meets before it reaches a page: the origin check of forms and uploads, the body
// limits, the refusal of bodies that are not forms, and the security headers of every response.
import { expect, test } from "./fixtures";
import { actAsNewClient, signInAsAdmin, signUpAndSignIn } from "./helpers/auth";

const EVIL_ORIGIN = "http://localhost:1";

function csvUpload(tag: string) {
  return {
    file: {
      name: "places.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Name,Type,Region,City\nCross Origin Park ${tag},dog park,South FL,Trialville\n`),
    },
  };
}

test.describe("forms and uploads from another site", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("are refused with 403 on every resource route, even for a signed-in administrator", async ({ page }) => {
    const tag = Date.now().toString(36);
    const headers = { Origin: EVIL_ORIGIN, "Sec-Fetch-Site": "same-site" };
    const attempts = [
      await page.request.post("/admin/import/stream", { headers, multipart: csvUpload(tag) }),
      await page.request.post("/admin/photos", {
        headers,
        multipart: { slug: "x", file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("png") } },
      }),
      await page.request.delete("/admin/photos?url=/uploads/none-1700000000000-480.webp", { headers }),
      await page.request.post("/auth/sign-out", { headers, form: {} }),
      await page.request.post("/contact", {
        headers,
        form: { name: "Mallory", email: "m@example.com", subject: "Hi", message: "From elsewhere" },
      }),
    ];
    for (const response of attempts) {
      expect(response.status(), response.url()).toBe(403);
      expect(await response.text()).toContain("This form was sent from another site.");
    }

    // Nothing happened: the place was not imported and the administrator is still signed in.
    await page.goto(`/admin/locations?search=${encodeURIComponent(`Cross Origin Park ${tag}`)}`);
    await expect(page.getByText(`Cross Origin Park ${tag}`)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Account menu for admin" })).toBeVisible();
  });

  test("the site's own forms still pass", async ({ page }) => {
    // Signs out an account of its own: the administrator's session is shared by tests running alongside.
    await page.context().clearCookies();
    await actAsNewClient(page);
    await signUpAndSignIn(page);
    const response = await page.request.post("/auth/sign-out", {
      headers: { Origin: new URL(page.url()).origin, "Sec-Fetch-Site": "same-origin" },
      form: {},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  });
});

test.describe("request bodies", () => {
  test("a 20 MB body to /contact is refused with 413 and the server keeps answering", async ({ request }) => {
    const big = "x".repeat(20 * 1024 * 1024);
    const response = await request.post("/contact", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `name=A&email=a%40example.com&subject=S&message=${big}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("The request is too large");
    expect((await request.get("/healthz")).status()).toBe(200);
    expect((await request.get("/contact")).status()).toBe(200);
  });

  test("a body that is not a form gets 400 with a readable message, never 500", async ({ request }) => {
    const attempts = [
      await request.post("/contact", { headers: { "Content-Type": "text/plain" }, data: "name=A" }),
      await request.post("/contact", { headers: { "Content-Type": "application/json" }, data: { name: "A" } }),
      await request.post("/auth", { headers: { "Content-Type": "text/plain" }, data: "" }),
      await request.post("/submit", { headers: { "Content-Type": "application/json" }, data: "{}" }),
      await request.post("/contact", {
        headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
        data: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
      }),
    ];
    for (const response of attempts) {
      expect(response.status(), await response.text()).toBe(400);
    }
    expect(await attempts[0]!.text()).toContain("form data expected");
  });

  test("a NUL character in an address or a form field gets 400, never 500", async ({ request }) => {
    for (const path of ["/explore?q=a%00b", "/parks?amenity=%00", "/beaches/x%00y", "/contact?subject=%00"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain("not allowed (NUL)");
    }
    const posted = await request.post("/contact", {
      form: { name: "A\u0000B", email: "a@example.com", subject: "S", message: "M" },
    });
    expect(posted.status()).toBe(400);
  });
});

test.describe("security headers", () => {
  test("pages allow only our own scripts, with a nonce for the inline ones, and still hydrate", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/explore");
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    // A freshly rendered page carries a nonce; a page from the page cache allows its scripts by hash.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/script-src 'self' '(nonce|sha256)-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

    // The page is interactive: a client-side navigation works.
    await page.getByRole("link", { name: "Sign In", exact: true }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Welcome", level: 1 })).toBeVisible();
    expect(violations).toEqual([]);

    const second = await page.request.get("/explore");
    if (nonce) expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  });

  test("an injected inline script does not run", async ({ page }) => {
    await page.goto("/explore");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });
});
