import { describe, expect, it } from "vitest";
import { feeConflict, feeText, statedFee } from "./fees";

describe("one fee answer", () => {
  it("reads a price as Paid and a free visit as Free, and nothing else", () => {
    expect(statedFee("$8 per vehicle (up to 8 people)")).toBe("paid");
    expect(statedFee("County daily parking rate of $6 (2025)")).toBe("paid");
    expect(statedFee("Free permit for residents; non-residents $25/month")).toBe("paid");
    expect(statedFee("5 dollars a dog")).toBe("paid");
    expect(statedFee("Free")).toBe("free");
    expect(statedFee("Free; no pass required")).toBe("free");
    expect(statedFee("Free (registration required)")).toBe("free");
    expect(statedFee("No entry fee")).toBe("free");
    expect(statedFee("The park charges no fees")).toBe("free");
    expect(statedFee("$0")).toBeNull();
    expect(statedFee("Free parking")).toBeNull();
    expect(statedFee("Beach parking permit or hourly paid parking required")).toBeNull();
    expect(statedFee("Open since 2018")).toBeNull();
    expect(statedFee(null)).toBeNull();
  });

  it("names a contradiction and the choice that ends it", () => {
    expect(feeConflict("free", "$5 per car")).toBe("The fee details give a price: choose Paid, or change the details");
    expect(feeConflict("paid", "Free")).toBe("The fee details say it is free: choose Free, or change the details");
    expect(feeConflict(null, "$5 per car")).toBe("The fee details give a price: choose Paid");
    expect(feeConflict("paid", "$5 per car")).toBeNull();
    expect(feeConflict("free", "Free parking")).toBeNull();
    expect(feeConflict("paid", null)).toBeNull();
  });

  it("shows the details once, after the label unless they start with it", () => {
    expect(feeText("free", "Free; no pass required")).toBe("Free; no pass required");
    expect(feeText("paid", "$8 per vehicle")).toBe("Paid: $8 per vehicle");
    expect(feeText(null, "Beach parking permit required")).toBe("Beach parking permit required");
    expect(feeText("free", null)).toBe("Free");
    expect(feeText(null, " ")).toBeNull();
  });
});
