// The hold on links, e-mail addresses and phone numbers in a review is not passed by writing them
// with look-alike characters or spelled-out dots.
import { describe, expect, it } from "vitest";
import { contactHoldReasons } from "./reviews";

describe("a review's link written in disguise still waits for an administrator", () => {
  it.each([
    ["a full-width dot", "Photos of the beach on example．com"],
    ["an ideographic full stop", "Photos of the beach on example。com"],
    ["a half-width ideographic full stop", "Photos of the beach on example｡com"],
    ["a one-dot leader", "Photos of the beach on example․com"],
    ["a small full stop", "Photos of the beach on example﹒com"],
    ["full-width letters", "Photos of the beach on ｅｘａｍｐｌｅ．ｃｏｍ"],
    ["mathematical letters", "Photos of the beach on 𝐞𝐱𝐚𝐦𝐩𝐥𝐞.𝐜𝐨𝐦"],
    ["a Cyrillic top-level domain", "Photos of the beach on example.соm"],
    ["a zero-width space", "Photos of the beach on example\u200B.com"],
    ["a soft hyphen", "Photos of the beach on example.c\u00ADom"],
    ["a combining accent", "Photos of the beach on example.c\u0301om"],
    ["hxxps", "Photos at hxxps://dogs-of-florida/beach"],
    ["hxxp", "Photos at hxxp://dogs-of-florida/beach"],
    ["a spaced scheme", "Photos at https : // dogs-of-florida/beach"],
    ["[.]", "Photos of the beach on example[.]com"],
    ["(.)", "Photos of the beach on example(.)com"],
    ["[dot]", "Photos of the beach on example[dot]com"],
    ["(dot)", "Photos of the beach on example (dot) com"],
    ["{dot}", "Photos of the beach on example{dot}com"],
    ["dot as a word", "Photos of the beach on example dot com"],
    ["DOT in capitals", "Photos of the beach on example DOT net"],
    ["punto as a word", "Fotos de la playa en ejemplo punto com"],
    ["(punto)", "Fotos de la playa en ejemplo (punto) org"],
    ["spaces around the dot", "Photos of the beach on example . com"],
  ])("%s", (_, text) => {
    expect(contactHoldReasons(text)).toContain("link");
  });
});

describe("a review's e-mail address written in disguise still waits for an administrator", () => {
  it.each([
    ["(at)", "Write to maria(at)example.com for the gate code"],
    ["[at] and [dot]", "Write to maria [at] example [dot] com for the gate code"],
    ["a full-width at sign", "Write to maria＠example.com for the gate code"],
    ["a small at sign", "Write to maria﹫example.com for the gate code"],
    ["(arroba)", "Escribe a maria (arroba) ejemplo (punto) com"],
  ])("%s", (_, text) => {
    expect(contactHoldReasons(text)).toContain("email");
  });

  it("a phone number in full-width digits", () => {
    expect(contactHoldReasons("Call ８１３ ５５５ ０１２３ for the gate code")).toEqual(["phone"]);
  });
});

describe("plain dog talk is never held for a link", () => {
  it.each([
    "Our 2 labs loved it, 5 stars, open 7 days. Bring 3 gallons of water.",
    "We got there at noon. Come early: the shade goes fast.",
    "A dot on the map marks the gate. Us and our two dogs loved it.",
    "Bring water (at least two liters) and a towel. Info at the gate.",
    "Llegamos a las diez. Punto de encuentro junto al muelle, con sombra.",
    "En este punto me encantó el parque: sombra, agua y mucho espacio.",
    "Great park. Co-owners of the café next door are dog people. Shop nearby.",
    "Fenced area … the small-dog side is quiet. Me and Bo loved it.",
  ])("%s", (text) => {
    expect(contactHoldReasons(text)).toEqual([]);
  });
});
