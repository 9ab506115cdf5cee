import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";
import { contentSecurityPolicy, isPersonalResponse } from "./security-headers.server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the map under the Content-Security-Policy", () => {
  it("lets the map run its worker and draw from blob: addresses, with scripts only by nonce", () => {
    const policy = contentSecurityPolicy("abc");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, "worker-src")).toBe("worker-src 'self' blob:");
    expect(directive(policy, "child-src")).toBe("child-src 'self' blob:");
    expect(directive(policy, "img-src")).toContain("blob:");
  });

  it("allows a hosted basemap's origin for its style, tiles and images, even over plain http", () => {
    const policy = contentSecurityPolicy("abc", "http://tiles.lan:8080/styles/streets/style.json");
    for (const name of ["connect-src", "img-src", "worker-src"])
      expect(directive(policy, name)).toContain(" http://tiles.lan:8080");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
  });

  it("reads MAP_STYLE_URL and MAP_ATTRIBUTION, refusing a style that is not an http(s) address", () => {
    const env = readEnv({
      DATA_DIR: process.env.DATA_DIR,
      MAP_STYLE_URL: "https://tiles.example.com/style.json",
      MAP_ATTRIBUTION: "© Example Maps",
    });
    expect(env.MAP_STYLE_URL).toBe("https://tiles.example.com/style.json");
    expect(env.MAP_ATTRIBUTION).toBe("© Example Maps");
    expect(readEnv({ DATA_DIR: process.env.DATA_DIR }).MAP_STYLE_URL).toBeUndefined();
    expect(() => readEnv({ MAP_STYLE_URL: "tiles.example.com/style.json" })).toThrow(/MAP_STYLE_URL/);
  });
});

describe("what a cache may keep", () => {
  it("nothing answered to a request with a session cookie, or that sets a cookie", () => {
    expect(isPersonalResponse("fdp.session_token=abc.def", false)).toBe(true);
    expect(isPersonalResponse("theme=dark; __Secure-fdp.session_token=abc.def", false)).toBe(true);
    expect(isPersonalResponse(undefined, true)).toBe(true);
    expect(isPersonalResponse(undefined, false)).toBe(false);
    expect(isPersonalResponse("theme=dark; notfdp.session_token_x=1", false)).toBe(false);
  });
});
