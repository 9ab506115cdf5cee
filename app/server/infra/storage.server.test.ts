import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";
import { s3ClientConfig, s3SettingsFrom } from "./storage.server";

const clientFor = (variables: Record<string, string>) =>
  s3ClientConfig(s3SettingsFrom(readEnv({ DATA_DIR: process.env.DATA_DIR, S3_BUCKET: "dog-photos", ...variables }))!);

describe("the S3 client's settings", () => {
  it("addresses an S3-compatible endpoint path-style, sending checksums only when an operation requires one", () => {
    const config = clientFor({ S3_ENDPOINT: "http://minio.lan:9000", S3_REGION: "us-east-1" });
    expect(config).toMatchObject({
      endpoint: "http://minio.lan:9000",
      forcePathStyle: true,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  });

  it("leaves AWS itself to virtual-hosted addresses and the SDK's own checksums", () => {
    const config = clientFor({ S3_REGION: "us-east-2" });
    expect(config).toMatchObject({ region: "us-east-2", endpoint: undefined, forcePathStyle: false });
    expect(config.requestChecksumCalculation).toBeUndefined();
    expect(config.responseChecksumValidation).toBeUndefined();
  });

  it("gives every request a connection time-out, a request time-out that fails it, and two tries", () => {
    expect(clientFor({})).toMatchObject({
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5000, requestTimeout: 10_000, throwOnRequestTimeout: true },
    });
  });

  it("takes each default from its variable when set", () => {
    const config = clientFor({
      S3_ENDPOINT: "https://0123abcd.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "false",
      S3_CHECKSUMS: "when_supported",
      S3_CONNECT_TIMEOUT_SECONDS: "2",
      S3_TIMEOUT_SECONDS: "2.5",
      S3_MAX_ATTEMPTS: "3",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({
      forcePathStyle: false,
      requestChecksumCalculation: "WHEN_SUPPORTED",
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 2500 },
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
  });

  it("refuses settings it cannot use, naming the variable", () => {
    expect(() => readEnv({ S3_CHECKSUMS: "always" })).toThrow(/S3_CHECKSUMS/);
    expect(() => readEnv({ S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => readEnv({ S3_TIMEOUT_SECONDS: "0" })).toThrow(/S3_TIMEOUT_SECONDS/);
    expect(() => readEnv({ S3_MAX_ATTEMPTS: "0" })).toThrow(/S3_MAX_ATTEMPTS/);
  });

  it("keeps photos on local disk without a bucket", () => {
    expect(s3SettingsFrom(readEnv({ DATA_DIR: process.env.DATA_DIR, S3_ENDPOINT: "http://minio.lan:9000" }))).toBe(
      undefined,
    );
  });
});
