import { describe, expect, it } from "vitest";
import { bodyLimitFor, checkFormBody, checkRequestHead, FORM_MAX_BYTES, isSameOrigin } from "./http-guard.server";
import { crossSiteFormPage, requestRefusedPage } from "./refusal-page.server";

const SITE = "https://dogs.example.com";
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("the request gate", () => {
  it("lets GET through and refuses a NUL in the address", () => {
    expect(checkRequestHead({ method: "GET", url: "/parks?q=sand", headers: {} }, SITE)).toBeNull();
    expect(checkRequestHead({ method: "GET", url: "/parks?q=a%00b", headers: {} }, SITE)?.status).toBe(400);
  });

  it("answers 405 to a method the site does not take, and 400 to an address that is not a path", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "FOO"]) {
      const refusal = checkRequestHead({ method, url: "/", headers: form }, SITE);
      expect(refusal).toEqual({ status: 405, message: `This address does not accept ${method} requests.` });
    }
    for (const url of ["*", "http://elsewhere.example/contact", "contact"]) {
      expect(checkRequestHead({ method: "POST", url, headers: form }, SITE)?.status, url).toBe(400);
    }
    expect(checkRequestHead({ method: "OPTIONS", url: "/explore", headers: {} }, SITE)).toBeNull();
  });

  it("refuses a form from another origin, a null origin or a cross-site fetch", () => {
    const post = (headers: Record<string, string>) =>
      checkRequestHead({ method: "POST", url: "/contact", headers: { ...form, ...headers } }, SITE)?.status ?? 200;
    expect(post({ origin: SITE })).toBe(200);
    expect(post({ origin: "https://dogs.example.com:8443" })).toBe(403);
    expect(post({ origin: "http://dogs.example.com" })).toBe(403);
    expect(post({ origin: "null" })).toBe(403);
    expect(post({ "sec-fetch-site": "cross-site" })).toBe(403);
    expect(post({ "sec-fetch-site": "same-origin" })).toBe(200);
    expect(post({})).toBe(200);
  });

  it("fits the body limit to the route", () => {
    expect(bodyLimitFor("/contact")).toBe(FORM_MAX_BYTES);
    expect(bodyLimitFor("/admin/photos")).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor("/admin/import.data")).toBeGreaterThan(10 * 1024 * 1024);
    // A whole open-data extract on the Candidates tab; a candidate's own forms are forms.
    expect(bodyLimitFor("/admin/candidates.data")).toBeGreaterThan(25 * 1024 * 1024);
    expect(bodyLimitFor("/admin/candidates/00000000-0000-4000-8000-000000000000")).toBe(FORM_MAX_BYTES);
    const big = checkRequestHead(
      { method: "POST", url: "/contact", headers: { ...form, "content-length": String(FORM_MAX_BYTES + 1) } },
      SITE,
    );
    expect(big).toMatchObject({ status: 413, message: expect.stringContaining("256 KB") });
  });

  it("gives a review form the room for its photos in every language", () => {
    const review = bodyLimitFor("/review/some-park");
    expect(review).toBeGreaterThan(5 * (5 * 1024 * 1024));
    expect(bodyLimitFor("/es/review/some-park")).toBe(review);
    expect(bodyLimitFor("/es/review/some-park.data")).toBe(review);
    // A Spanish owner's 2 MB photo passes the check of the declared size.
    const photo = checkRequestHead(
      {
        method: "POST",
        url: "/es/review/some-park",
        headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(2 * 1024 * 1024) },
      },
      SITE,
    );
    expect(photo).toBeNull();
    // The administration has no Spanish pages: its limits stay on its own addresses.
    expect(bodyLimitFor("/es/admin/photos")).toBe(FORM_MAX_BYTES);
  });

  it("accepts forms only, and DELETE without a body", () => {
    const post = (type?: string, method = "POST") =>
      checkRequestHead({ method, url: "/admin/photos", headers: type ? { "content-type": type } : {} }, SITE)?.status ??
      200;
    expect(post("text/plain")).toBe(400);
    expect(post("application/json")).toBe(400);
    expect(post(undefined)).toBe(400);
    expect(post("multipart/form-data")).toBe(400);
    expect(post("multipart/form-data; boundary=x")).toBe(200);
    expect(post(undefined, "DELETE")).toBe(200);
  });

  it("refuses a truncated multipart body and a NUL in a text field", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    const whole = new TextEncoder().encode(
      '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nok\r\n--XyZ--\r\n',
    );
    expect(await checkFormBody("/contact", whole, type)).toBeNull();
    expect((await checkFormBody("/contact", whole.subarray(0, 40), type))?.status).toBe(400);
    expect((await checkFormBody("/contact", new TextEncoder().encode("a=x%00y"), form["content-type"]))?.status).toBe(
      400,
    );
  });

  it("compares origins exactly", () => {
    expect(isSameOrigin({ origin: "https://dogs.example.com" }, "https://dogs.example.com/")).toBe(true);
    expect(isSameOrigin({ origin: "https://evil.example.com" }, SITE)).toBe(false);
  });
});

describe("a form from another site", () => {
  it("is refused with a message that says what happened and what to do, never 'Access Denied'", () => {
    const refusal = checkRequestHead(
      { method: "POST", url: "/contact", headers: { ...form, origin: "https://elsewhere.example" } },
      "http://127.0.0.1:3000",
    );
    expect(refusal).toMatchObject({ status: 403, crossSite: true });
    expect(refusal!.message).toBe(
      "This form was sent from another site. For your safety, Florida Dog Places accepts forms only from its own pages at http://127.0.0.1:3000. Nothing was saved or sent: open the page on our site and send the form again from there.",
    );
    expect(refusal!.message).not.toMatch(/access denied/i);
  });

  it("gets a page with the way back to the form's page on the site", () => {
    const page = crossSiteFormPage("http://127.0.0.1:3000", "/places/report?slug=a&b");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<h1>This form was sent from another site</h1>");
    expect(page).toContain(
      "For your safety, Florida Dog Places accepts forms only from its own pages at http://127.0.0.1:3000. Nothing was saved or sent.",
    );
    expect(page).toContain(
      '<a class="back" href="http://127.0.0.1:3000/places/report?slug=a&amp;b">Go back to the page on Florida Dog Places</a>',
    );
    expect(crossSiteFormPage("http://127.0.0.1:3000", "//evil.example/")).toContain('href="http://127.0.0.1:3000/"');
  });
});

describe("the server's own answers", () => {
  it("are pages that say what happened, what to do, and lead back to the page the visitor came from", () => {
    const page = requestRefusedPage(
      "https://dogs.example.com",
      413,
      "The request is too large: this address accepts at most 256 KB.",
      "/contact?subject=<b>",
    );
    expect(page).toContain("<h1>This is too large to send</h1>");
    expect(page).toContain("<p>The request is too large: this address accepts at most 256 KB.</p>");
    expect(page).toContain("Nothing was saved or sent.");
    expect(page).toContain('<a class="back" href="https://dogs.example.com/contact?subject=&lt;b&gt;">Go back to');
    expect(requestRefusedPage("", 500, "Something went wrong on our side.", "//evil.example/")).toContain(
      '<a class="back" href="/">',
    );
  });
});
