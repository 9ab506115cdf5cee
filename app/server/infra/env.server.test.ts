import { describe, expect, it } from "vitest";
import { parseTrustProxy, readEnv } from "./env.server";

describe("environment", () => {
  it("refuses to start in production without a secret and a public address, naming both", () => {
    expect(() => readEnv({ NODE_ENV: "production" })).toThrow(
      "Missing environment variable(s) required in production: BETTER_AUTH_SECRET, SITE_URL",
    );
    expect(() => readEnv({ NODE_ENV: "production", SITE_URL: "https://dogs.example.com" })).toThrow(
      /required in production: BETTER_AUTH_SECRET$/,
    );
  });

  it("starts in production with both, keeping the given secret and address", () => {
    const env = readEnv({
      NODE_ENV: "production",
      SITE_URL: "https://dogs.example.com/",
      BETTER_AUTH_SECRET: "s3cret",
    });
    expect(env.SITE_URL).toBe("https://dogs.example.com");
    expect(env.BETTER_AUTH_SECRET).toBe("s3cret");
  });

  it("names the variable whose value is wrong", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ SITE_URL: "dogs.example.com" })).toThrow(/SITE_URL/);
    expect(() => readEnv({ SITE_URL: "https://dogs.example.com/florida" })).toThrow(/SITE_URL: must be an origin/);
    expect(() => readEnv({ RATE_LIMIT: "maybe" })).toThrow(/RATE_LIMIT/);
  });

  it("needs nothing in development: the site's address is the one each request came to, and a secret is made", () => {
    const env = readEnv({ PORT: "4000", DATA_DIR: process.env.DATA_DIR });
    expect(env.SITE_URL).toBeUndefined();
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThan(20);
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("takes TRUST_PROXY as a hop count or the proxies' addresses, and refuses true in one line saying what to write", () => {
    expect(readEnv({ DATA_DIR: process.env.DATA_DIR }).TRUST_PROXY).toBe(false);
    expect(readEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(
      readEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: "10.0.0.2, 10.1.0.0/16, fd00::/8, loopback" }).TRUST_PROXY,
    ).toEqual(["10.0.0.2", "10.1.0.0/16", "fd00::/8", "loopback"]);
    expect(parseTrustProxy("false")).toBe(false);

    for (const value of ["true", "TRUE", " true "]) {
      let message = "";
      try {
        readEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid environment: TRUST_PROXY: /);
      expect(message).toContain("TRUST_PROXY=1");
      expect(message).not.toContain("\n");
    }
    expect(() => parseTrustProxy("yes")).toThrow(/"yes" is not a hop count, a proxy address or a subnet/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/not a hop count/);
    expect(() => parseTrustProxy("10.0.0.1,proxy.example.com")).toThrow(/"proxy.example.com"/);
  });

  it("bounds slow clients and open connections, and checks that the time-outs fit together", () => {
    const env = readEnv({ DATA_DIR: process.env.DATA_DIR });
    expect([env.HEADERS_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS, env.KEEP_ALIVE_TIMEOUT_SECONDS]).toEqual([
      20, 60, 5,
    ]);
    expect(env.MAX_CONNECTIONS).toBe(1000);
    expect(() => readEnv({ MAX_CONNECTIONS: "many" })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readEnv({ HEADERS_TIMEOUT_SECONDS: "30", REQUEST_TIMEOUT_SECONDS: "10" })).toThrow(
      /HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
  });
});
