import { describe, expect, it } from "vitest";
import { readEnv } from "../infra/env.server";
import { contentSecurityPolicy, isPersonalResponse } from "./security-headers.server";
import { photoOrigin } from "../infra/storage.server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the installed app under the Content-Security-Policy", () => {
  it("lets the service worker and the web app manifest come from our origin only", () => {
    const policy = contentSecurityPolicy("abc");
    expect(directive(policy, "worker-src")).toMatch(/^worker-src 'self'/);
    expect(directive(policy, "manifest-src")).toBe("manifest-src 'self'");
  });
});

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

describe("photos from object storage under the Content-Security-Policy", () => {
  const imgSrc = (variables: Record<string, string>) =>
    directive(
      contentSecurityPolicy("abc", undefined, photoOrigin(readEnv({ DATA_DIR: process.env.DATA_DIR, ...variables }))),
      "img-src",
    )!;

  it("adds exactly the origin of the bucket's public URL to img-src, even over plain http, and nothing else", () => {
    const minio = imgSrc({ S3_BUCKET: "dog-photos", S3_ENDPOINT: "http://minio.lan:9000" });
    expect(minio).toBe("img-src 'self' data: blob: https: http://minio.lan:9000");

    const published = imgSrc({
      S3_BUCKET: "dog-photos",
      S3_ENDPOINT: "https://0123abcd.r2.cloudflarestorage.com",
      S3_PUBLIC_URL: "http://photos.lan:8080/dog-photos/",
    });
    expect(published).toBe("img-src 'self' data: blob: https: http://photos.lan:8080");

    const aws = imgSrc({ S3_BUCKET: "dog-photos", S3_REGION: "us-east-2" });
    expect(aws).toBe("img-src 'self' data: blob: https: https://dog-photos.s3.us-east-2.amazonaws.com");

    for (const policy of [minio, published, aws]) {
      const sources = policy.split(" ").slice(1);
      expect(sources).not.toContain("http:");
      expect(sources.some((source) => source.includes("*"))).toBe(false);
    }
  });

  it("adds no origin while photos stay on our own disk, and the bucket's origin nowhere but img-src", () => {
    expect(imgSrc({})).toBe("img-src 'self' data: blob: https:");
    const policy = contentSecurityPolicy("abc", undefined, "http://minio.lan:9000");
    for (const name of ["connect-src", "worker-src", "script-src", "default-src"])
      expect(directive(policy, name)).not.toContain("minio.lan");
  });

  it("names an origin once when the map and the photos share it", () => {
    const policy = contentSecurityPolicy("abc", "http://assets.lan:8080/styles/style.json", "http://assets.lan:8080");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https: http://assets.lan:8080");
  });

  it("refuses an S3 endpoint or public URL that is not an http(s) address", () => {
    expect(() => readEnv({ S3_BUCKET: "dog-photos", S3_ENDPOINT: "minio.lan:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => readEnv({ S3_BUCKET: "dog-photos", S3_PUBLIC_URL: "photos.example.com" })).toThrow(/S3_PUBLIC_URL/);
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
