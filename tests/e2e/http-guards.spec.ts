// What every request meets before it reaches a page: the origin check of forms and uploads, the body
// limits, the refusal of bodies that are not forms, requests no browser sends, and the headers of
// every response (security, and no cache keeping what was rendered for one visitor).
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { accountMenu, actAsNewClient, signUpAndSignIn } from "./helpers/auth";

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
  test("are refused with 403 on every resource route, even for a signed-in administrator", async ({
    adminPage: page,
  }) => {
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
    await expect(accountMenu(page)).toBeVisible();
  });

  test("the site's own forms still pass", async ({ page }) => {
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

  test("a client that asks to close the connection reads its 413 instead of a connection cut under its upload", async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!);
    const size = 32 * 1024 * 1024;
    /**
     * Sends the whole body on a new connection, then reads the answer, as a browser does; answers its
     * status line, or the error the socket met.
     */
    const postBig = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), hostname);
        let answer = "";
        socket.pause();
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("end", () => resolve(answer.split("\r\n")[0]!));
        socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        socket.write(
          `POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
        );
        const chunk = Buffer.alloc(64 * 1024, 97);
        let sent = 0;
        const write = () => {
          while (sent < size) {
            sent += chunk.length;
            const last = sent >= size;
            const flushed = socket.write(chunk, last ? () => socket.resume() : undefined);
            if (!flushed && !last) return void socket.once("drain", write);
          }
        };
        write();
      });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push(await postBig());
    expect(answers).toEqual(Array(20).fill("HTTP/1.1 413 Payload Too Large"));
  });

  test("a body past 64 MB gets a 413 page in the browser, with a way back to the form", async ({ page }) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fdp-upload-")), "huge.jpg");
    fs.writeFileSync(file, Buffer.alloc(70 * 1024 * 1024, 1));
    try {
      await page.goto("/contact");
      // A plain form with a file, as a browser without our scripts sends it.
      await page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/contact";
        form.enctype = "multipart/form-data";
        const input = document.createElement("input");
        input.type = "file";
        input.name = "photo";
        input.id = "huge-upload";
        const button = document.createElement("button");
        button.textContent = "Send the huge file";
        form.append(input, button);
        document.body.append(form);
      });
      await page.setInputFiles("#huge-upload", file);
      const answer = page.waitForResponse((r) => r.url().endsWith("/contact") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Send the huge file" }).click();
      expect((await answer).status()).toBe(413);
      await expect(page.getByRole("heading", { level: 1, name: "This is too large to send" })).toBeVisible();
      await expect(page.getByText("this address accepts at most 256 KB")).toBeVisible();
      await page.getByRole("link", { name: "Go back to Florida Dog Places" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  test("a body too large for a data request or a script gets 413 as JSON, as before", async ({ request }) => {
    const big = "x".repeat(300 * 1024);
    for (const [url, headers] of [
      ["/contact.data", {}],
      ["/contact", { Accept: "application/json" }],
    ] as const) {
      const response = await request.post(url, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        data: `name=A&message=${big}`,
      });
      expect(response.status(), url).toBe(413);
      expect((await response.json()).message).toContain("The request is too large");
    }
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

/** Sends `text` as it is on a connection of its own; answers the status and whatever came back. */
function sendRaw(port: number, text: string) {
  return new Promise<{ status: number; answer: string }>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const done = () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), answer });
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      const end = answer.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(answer.slice(0, end))?.[1];
      if (end >= 0 && (length === undefined ? /0\r\n\r\n$/.test(answer) : answer.length >= end + 4 + Number(length)))
        socket.end();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
    socket.write(Buffer.from(text, "latin1"));
  });
}

test.describe("requests no browser sends", () => {
  test("are answered with a 4xx (or a redirect), never 500 and never with a stack trace", async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const host = `Host: localhost:${port}`;
    const form = "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=b";
    const requests: Record<string, string> = {
      "TRACE with a body": `TRACE /contact HTTP/1.1\r\n${host}\r\n${form}`,
      "TRACE for a browser": `TRACE / HTTP/1.1\r\n${host}\r\nAccept: text/html\r\nContent-Length: 3\r\n\r\na=b`,
      TRACK: `TRACK / HTTP/1.1\r\n${host}\r\n\r\n`,
      "PROPFIND with a body": `PROPFIND / HTTP/1.1\r\n${host}\r\n${form}`,
      "PUT to a page": `PUT /explore HTTP/1.1\r\n${host}\r\n${form}`,
      "OPTIONS *": `OPTIONS * HTTP/1.1\r\n${host}\r\n\r\n`,
      "an absolute address": `GET http://elsewhere.example/ HTTP/1.1\r\n${host}\r\n\r\n`,
      "a form to an absolute address": `POST http://elsewhere.example/contact HTTP/1.1\r\n${host}\r\n${form}`,
      "an empty Host": `GET / HTTP/1.1\r\nHost: \r\n\r\n`,
      "a malformed Host": `GET /explore HTTP/1.1\r\nHost: [::1\r\n\r\n`,
      "a Host with a user": `GET / HTTP/1.1\r\nHost: someone@localhost:${port}\r\n\r\n`,
      "a form with a malformed Host": `POST /contact HTTP/1.1\r\nHost: [zz]\r\n${form}`,
      "no Host (HTTP/1.0)": `GET / HTTP/1.0\r\n\r\n`,
      "a malformed forwarded host": `GET / HTTP/1.1\r\n${host}\r\nX-Forwarded-Host: ???\r\nX-Forwarded-For: not-an-address\r\n\r\n`,
      "broken percent-encoding in a path": `GET /parks/%E0%A4%A HTTP/1.1\r\n${host}\r\n\r\n`,
      "broken percent-encoding in an asset": `GET /assets/%E0%A4%A HTTP/1.1\r\n${host}\r\n\r\n`,
      "broken percent-encoding in a query": `GET /explore?page=%&search=%E0 HTTP/1.1\r\n${host}\r\n\r\n`,
      "bytes past ASCII in headers": `GET / HTTP/1.1\r\n${host}\r\nUser-Agent: \xff\xfe\r\nCookie: fdp.session_token=\xff%E0\r\n\r\n`,
      "a forged session cookie": `GET /my-submissions.data HTTP/1.1\r\n${host}\r\nCookie: fdp.session_token="x;y.z\r\n\r\n`,
      "unknown data routes": `GET /explore.data?_routes=nope,%00 HTTP/1.1\r\n${host}\r\n\r\n`,
      "a range past the end": `GET /favicon.svg HTTP/1.1\r\n${host}\r\nRange: bytes=999999-\r\n\r\n`,
      "a multipart form without a boundary": `POST /contact HTTP/1.1\r\n${host}\r\nContent-Type: multipart/form-data; boundary=\r\nContent-Length: 5\r\n\r\nhello`,
      "a broken chunked body": `POST /contact HTTP/1.1\r\n${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
      "a form to the health check": `POST /healthz HTTP/1.1\r\n${host}\r\n${form}`,
      "a path through the uploads": `GET /uploads/..%2f..%2fauth-secret HTTP/1.1\r\n${host}\r\n\r\n`,
      "a broken confirmation token": `GET /api/auth/verify-email?token=%E0 HTTP/1.1\r\n${host}\r\n\r\n`,
    };
    for (const [name, text] of Object.entries(requests)) {
      const { status, answer } = await sendRaw(port, text);
      expect(status, `${name}: ${answer.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(status, `${name}: ${answer.slice(0, 300)}`).toBeLessThan(500);
      expect(answer, name).not.toMatch(/\bat \S+ \(|node_modules|\.[cm]?js:\d+:\d+/);
    }
    const trace = await sendRaw(port, requests["TRACE for a browser"]!);
    expect(trace.status).toBe(405);
    expect(trace.answer).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect(trace.answer).toContain("This address does not accept TRACE requests.");
  });
});

test.describe("what a cache may keep", () => {
  test("everything rendered for a signed-in visitor is private, no-store; anonymous pages keep theirs", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await actAsNewClient(page);
    await signUpAndSignIn(page);
    for (const address of ["/", "/explore", "/explore.data", "/parks", "/faq", "/faq.data", "/my-submissions"]) {
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toBe("private, no-store");
    }
    const pageResponse = await page.goto("/explore");
    expect(pageResponse!.headers()["cache-control"]).toBe("private, no-store");

    const anonymous = await playwright.request.newContext({ baseURL });
    const publicPage = await anonymous.get("/explore");
    expect(publicPage.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    await anonymous.dispose();
  });

  test("so is every admin page and its data", async ({ adminPage: page }) => {
    for (const address of ["/admin", "/admin/locations", "/admin/locations.data", "/admin/messages"]) {
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toBe("private, no-store");
    }
  });
});
