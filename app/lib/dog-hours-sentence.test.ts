import { describe, expect, it } from "vitest";
import { dogHoursSentence } from "./dog-hours-sentence";

describe("the dog hours in one sentence (English)", () => {
  it.each([
    ["Apr-Sep 00:00-09:00,17:00-24:00", "Dogs: daily before 9 a.m. and after 5 p.m., Apr–Sep"],
    [
      "Oct-Mar 00:00-24:00; Apr-Sep 00:00-09:00,17:00-24:00",
      "Dogs: all day, Oct–Mar; daily before 9 a.m. and after 5 p.m., Apr–Sep",
    ],
    ["Mo-Su dawn-dusk", "Dogs: daily dawn to dusk"],
    ["Mo,Tu,Th-Su 07:30-dusk; We 12:00-dusk", "Dogs: Mon, Tue and Thu–Sun 7:30 a.m. to dusk; Wed 12 p.m. to dusk"],
    ["Sa,Su 08:00-18:00", "Dogs: Sat and Sun 8 a.m. to 6 p.m."],
    ["24/7", "Dogs: at any hour"],
    ["Mo-Su 07:00-sunset; Dec 25 off", "Dogs: daily 7 a.m. to sunset; no dogs, Dec 25"],
    [
      'Mo-Su 06:00-18:00, Mo-Su 18:00-20:00 unknown "open until 20:00 in summer"',
      "Dogs: daily 6 a.m. to 6 p.m.; daily 6 p.m. to 8 p.m. (uncertain)",
    ],
  ])("%s", (value, sentence) => {
    expect(dogHoursSentence(value)).toBe(sentence);
  });

  it("gives no sentence for forms it does not read", () => {
    expect(dogHoursSentence("Mo-Fr 7am to dusk")).toBeNull();
    expect(dogHoursSentence("Mo-Su 07:00-sunset; Nov Th[4] +1 day off")).toBeNull();
    expect(dogHoursSentence("")).toBeNull();
  });
});
