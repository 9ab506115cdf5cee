import { describe, expect, it } from "vitest";
import { feeConflict, feeText, statedFee } from "./fees";

describe("one fee answer", () => {
  it.each([
    ["$8 per vehicle (up to 8 people)", "paid"],
    ["County daily parking rate of $6 (2025)", "paid"],
    ["Free permit for residents; non-residents $25/month", "paid"],
    ["5 dollars a dog", "paid"],
    ["Free", "free"],
    ["Free; no pass required", "free"],
    ["Free (registration required)", "free"],
    ["No entry fee", "free"],
    ["The park charges no fees", "free"],
    ["$0", null],
    ["Free parking", null],
    ["Beach parking permit or hourly paid parking required", null],
    ["Open since 2018", null],
    [null, null],
  ] as const)("reads a price as Paid and a free visit as Free, and nothing else: %j is %j", (details, fee) => {
    expect(statedFee(details)).toBe(fee);
  });

  it.each([
    ["free", "$5 per car", "The fee details give a price: choose Paid, or change the details"],
    ["paid", "Free", "The fee details say it is free: choose Free, or change the details"],
    [null, "$5 per car", "The fee details give a price: choose Paid"],
    ["paid", "$5 per car", null],
    ["free", "Free parking", null],
    ["paid", null, null],
  ] as const)("names a contradiction and the choice that ends it: %j with %j", (fee, details, conflict) => {
    expect(feeConflict(fee, details)).toBe(conflict);
  });

  it.each([
    ["free", "Free; no pass required", "Free; no pass required"],
    ["paid", "$8 per vehicle", "Paid: $8 per vehicle"],
    [null, "Beach parking permit required", "Beach parking permit required"],
    ["free", null, "Free"],
    [null, " ", null],
  ] as const)("shows the details once, after the label unless they start with it: %j with %j", (fee, details, text) => {
    expect(feeText(fee, details)).toBe(text);
  });
});
