import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";

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
});
