// What a log line says of a failed call: the database's own error behind a failed query (never the
// query's parameters), and any other error with its cause.
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseErrorReason } from "./db.server";

describe("databaseErrorReason", () => {
  it("gives the database's error behind a failed query, not the query and its parameters", () => {
    const failed = new DrizzleQueryError(
      "insert into mail_outbox values ($1)",
      ["Hello maria@example.com"],
      new Error('relation "mail_outbox" does not exist'),
    );
    expect(databaseErrorReason(failed)).toBe('relation "mail_outbox" does not exist');
    expect(databaseErrorReason(failed)).not.toContain("maria@example.com");
  });

  it("keeps another error's message and adds its cause once", () => {
    const refused = new Error("connect ECONNREFUSED 127.0.0.1:5432");
    expect(databaseErrorReason(new Error("Could not open the database", { cause: refused }))).toBe(
      "Could not open the database (connect ECONNREFUSED 127.0.0.1:5432)",
    );
    expect(databaseErrorReason(new Error(`Start failed: ${refused.message}`, { cause: refused }))).toBe(
      "Start failed: connect ECONNREFUSED 127.0.0.1:5432",
    );
    expect(databaseErrorReason("plain")).toBe("plain");
  });
});
