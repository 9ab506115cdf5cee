// docs/configuration.md is what `npm run docs:config` writes from the environment schema, so a
// variable added, renamed or redescribed in the schema cannot leave the page behind.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_PAGE, configurationPage, variableRows } from "./configuration-page";

describe("docs/configuration.md", () => {
  it("is what npm run docs:config writes from the environment schema", async () => {
    const committed = fs.readFileSync(CONFIGURATION_PAGE, "utf8");
    expect(committed, "docs/configuration.md is out of date: run npm run docs:config").toBe(await configurationPage());
  });

  it("describes every variable of the schema", () => {
    const undescribed = variableRows()
      .filter((row) => row.description.trim() === "")
      .map((row) => row.name);
    expect(undescribed).toEqual([]);
  });

  it("names the variables production requires, and the defaults a reader needs", () => {
    const rows = Object.fromEntries(variableRows().map((row) => [row.name, row]));
    expect(rows.SITE_URL?.required).toBe("in production");
    expect(rows.BETTER_AUTH_SECRET?.required).toBe("in production");
    expect(rows.PORT).toMatchObject({ unset: "`3000`", required: "no", accepted: "whole number, 0 to 65535" });
    expect(rows.RATE_LIMIT?.accepted).toBe("`on` or `off`");
  });
});
