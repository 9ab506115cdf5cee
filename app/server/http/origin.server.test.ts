import { describe, expect, it } from "vitest";
import { arrivalOrigin, isLocalName, resolveAddress, startupMessage, type Arrival } from "./origin.server";

const MACHINE = "dogbox";

function arrival(overrides: Partial<Arrival> = {}): Arrival {
  return {
    method: "GET",
    url: "/beaches?page=2",
    host: "localhost:3000",
    encrypted: false,
    trusted: false,
    ...overrides,
  };
}

describe("the site's origin without SITE_URL", () => {
  it("is the address the visitor used: localhost, 127.0.0.1, a LAN address, IPv6, the machine's name", () => {
    const origin = (host: string) => resolveAddress(arrival({ host }), null, MACHINE);
    expect(origin("localhost:3000")).toEqual({ origin: "http://localhost:3000" });
    expect(origin("127.0.0.1:3000")).toEqual({ origin: "http://127.0.0.1:3000" });
    expect(origin("192.168.1.20:3000")).toEqual({ origin: "http://192.168.1.20:3000" });
    expect(origin("[::1]:3000")).toEqual({ origin: "http://[::1]:3000" });
    expect(origin("DogBox.local:3000")).toEqual({ origin: "http://dogbox.local:3000" });
    expect(origin("127.0.0.1")).toEqual({ origin: "http://127.0.0.1" });
  });

  it("refuses another name pointed at this machine (DNS rebinding) and a Host that is not an address", () => {
    const named = resolveAddress(arrival({ host: "attacker.example:3000" }), null, MACHINE);
    expect(named).toMatchObject({ refusal: { status: 421, message: expect.stringContaining("SITE_URL") } });
    for (const host of ["", "a b", "localhost:3000/x", "user@localhost", undefined]) {
      expect(resolveAddress(arrival({ host }), null, MACHINE)).toMatchObject({ refusal: { status: 400 } });
    }
  });

  it("takes X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY names", () => {
    const forwarded = { host: "127.0.0.1:3000", forwardedHost: "localhost:8443", forwardedProto: "https" };
    expect(arrivalOrigin({ ...forwarded, encrypted: false, trusted: false })).toBe("http://127.0.0.1:3000");
    expect(arrivalOrigin({ ...forwarded, encrypted: false, trusted: true })).toBe("https://localhost:8443");
    // A chain of proxies: the first value is the visitor's.
    expect(
      arrivalOrigin({
        host: "10.0.0.2:3000",
        forwardedHost: "localhost, 10.0.0.1",
        forwardedProto: "https, http",
        encrypted: false,
        trusted: true,
      }),
    ).toBe("https://localhost");
    // A trusted proxy that sends no X-Forwarded-Host: the Host header still counts.
    expect(arrivalOrigin({ host: "localhost:3000", encrypted: false, trusted: true, forwardedProto: "https" })).toBe(
      "https://localhost:3000",
    );
    expect(arrivalOrigin({ host: "localhost:3000", encrypted: true, trusted: false })).toBe("https://localhost:3000");
  });

  it("knows the names of this machine", () => {
    expect(isLocalName("localhost", MACHINE)).toBe(true);
    expect(isLocalName("dogs.localhost", MACHINE)).toBe(true);
    expect(isLocalName("10.0.0.5", MACHINE)).toBe(true);
    expect(isLocalName("[fe80::1]", MACHINE)).toBe(true);
    expect(isLocalName("dogbox", MACHINE)).toBe(true);
    expect(isLocalName("localhost.attacker.example", MACHINE)).toBe(false);
    expect(isLocalName("dogbox.attacker.example", MACHINE)).toBe(false);
  });
});

describe("the site's origin with SITE_URL", () => {
  const SITE = "https://dogs.example.com";

  it("sends a page asked for at another host to the same path and query on SITE_URL (308)", () => {
    expect(resolveAddress(arrival({ host: "127.0.0.1:3000" }), SITE)).toEqual({
      redirect: "https://dogs.example.com/beaches?page=2",
      status: 308,
    });
    expect(resolveAddress(arrival({ method: "HEAD", host: "www.dogs.example.com" }), SITE)).toMatchObject({
      status: 308,
    });
    // A path that would read as another host stays on the site.
    expect(resolveAddress(arrival({ host: "127.0.0.1:3000", url: "//evil.example/x" }), SITE)).toMatchObject({
      redirect: "https://dogs.example.com/",
    });
  });

  it("answers at SITE_URL's host, also behind a proxy that ends TLS, and the health check anywhere", () => {
    expect(resolveAddress(arrival({ host: "dogs.example.com" }), SITE)).toEqual({ origin: SITE });
    expect(
      resolveAddress(
        arrival({ host: "127.0.0.1:3000", forwardedHost: "dogs.example.com", forwardedProto: "https", trusted: true }),
        SITE,
      ),
    ).toEqual({ origin: SITE });
    // Without TRUST_PROXY the forwarded host does not count.
    expect(
      resolveAddress(arrival({ host: "127.0.0.1:3000", forwardedHost: "dogs.example.com", trusted: false }), SITE),
    ).toMatchObject({ status: 308 });
    expect(resolveAddress(arrival({ host: "10.0.0.7:3000", url: "/healthz" }), SITE)).toEqual({ origin: SITE });
  });

  it("does not redirect a form: it is checked against SITE_URL's origin instead", () => {
    expect(resolveAddress(arrival({ method: "POST", host: "127.0.0.1:3000", url: "/contact" }), SITE)).toEqual({
      origin: SITE,
    });
  });
});

describe("the start-up line", () => {
  it("names the address to open and where the server is bound", () => {
    expect(startupMessage("127.0.0.1", 3000, null, [])).toBe(
      "Florida Dog Places listening on http://localhost:3000 (bound to 127.0.0.1:3000, this machine only)",
    );
    expect(startupMessage("0.0.0.0", 3000, null, ["192.168.1.20"])).toBe(
      "Florida Dog Places listening on http://localhost:3000 (bound to 0.0.0.0:3000, every network interface; also http://192.168.1.20:3000)",
    );
    expect(startupMessage("192.168.1.20", 8080, null, [])).toBe(
      "Florida Dog Places listening on http://192.168.1.20:8080 (bound to 192.168.1.20:8080, this address only)",
    );
    expect(startupMessage("::1", 3000, null, [])).toContain("http://localhost:3000 (bound to [::1]:3000");
    expect(startupMessage("0.0.0.0", 3000, "https://dogs.example.com", []).split("\n")[1]).toBe(
      "Public address (SITE_URL): https://dogs.example.com; pages asked for at any other address are sent there",
    );
  });
});
