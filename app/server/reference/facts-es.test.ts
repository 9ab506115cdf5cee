// The facts in Spanish, written from the same data as in English: dog hours and the "allowed now"
// status from opening_hours rules, fees and sources, with the words of app/locales/es/facts.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { changeTime, clockTime, dogHoursWeek, dogStatusAt, dogStatusText } from "~/lib/dog-hours";
import { dogHoursSentence } from "~/lib/dog-hours-sentence";
import { englishWords, factsWords } from "~/lib/facts-words";
import { feeConflict, feeParts, feeText } from "~/lib/fees";
import { citedSources } from "~/lib/sources";
import { dogHoursTimeline, sunPositionFor, type DogHoursPlace } from "./dog-hours.server";
import { translatorFor } from "./i18n.server";

beforeAll(() => {
  vi.stubEnv("TZ", "Asia/Tokyo");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const es = factsWords(translatorFor("es", "facts"));
const en = factsWords(translatorFor("en", "facts"));

const sunOf = (place: DogHoursPlace) =>
  place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng, area: null } : null;

function spanishAt(value: string, place: DogHoursPlace, iso: string) {
  const now = new Date(iso);
  const timeline = dogHoursTimeline(value, place, sunOf(place), now, 8, "es");
  if (!timeline) throw new Error(`no timeline for ${value}`);
  const status = dogStatusAt(timeline, now.getTime());
  if (!status) throw new Error("now is outside the timeline");
  return {
    timeline,
    text: dogStatusText(status, now.getTime(), timeline.timeZone, "es", es),
    english: dogStatusText(status, now.getTime(), timeline.timeZone, "en", en),
    week: dogHoursWeek(timeline, now.getTime(), 7, "es", es),
  };
}

const JACKSONVILLE_BEACH = "Oct-Mar 00:00-24:00; Apr-Sep 00:00-09:00,17:00-24:00";
const duval: DogHoursPlace = { county: "Duval", lat: null, lng: null };

describe("dog hours in Spanish", () => {
  it("says until when dogs are allowed now: hasta las 5:00 p.m.", () => {
    // 7:00 EDT on Thursday April 2: allowed until 9 am; at 10 am not allowed until 5 pm.
    expect(spanishAt(JACKSONVILLE_BEACH, duval, "2026-04-02T11:00:00Z").text).toEqual({
      label: "Se permiten perros ahora",
      detail: "hasta las 9:00 a.m.",
      comment: null,
    });
    expect(spanishAt(JACKSONVILLE_BEACH, duval, "2026-04-02T14:00:00Z").text).toEqual({
      label: "No se permiten perros ahora",
      detail: "desde las 5:00 p.m.",
      comment: null,
    });
    expect(spanishAt("Mo-Su 08:00-17:00", duval, "2026-04-02T14:00:00Z").text.detail).toBe("hasta las 5:00 p.m.");
    expect(spanishAt("Mo-Su 08:00-13:00", duval, "2026-04-02T14:00:00Z").text.detail).toBe("hasta la 1:00 p.m.");
  });

  it("reads the same rules in English as before", () => {
    expect(spanishAt("Mo-Su 08:00-17:00", duval, "2026-04-02T14:00:00Z").english).toEqual({
      label: "Dogs allowed now",
      detail: "until 5:00 PM",
      comment: null,
    });
  });

  it("says a season's end with the date: hasta el 1 de abril", () => {
    const { text, week } = spanishAt(JACKSONVILLE_BEACH, duval, "2026-03-10T15:00:00Z");
    expect(text.detail).toBe("hasta el 1 de abril");
    expect(week[0]).toMatchObject({ label: "Hoy", dateLabel: "mar, 10 de mar", hours: "Todo el día" });
  });

  it("says the week day by day across a season change", () => {
    const { week } = spanishAt(JACKSONVILLE_BEACH, duval, "2026-03-30T16:00:00Z");
    expect(week.slice(0, 4).map((d) => [d.label, d.dateLabel, d.hours])).toEqual([
      ["Hoy", "lun, 30 de mar", "Todo el día"],
      ["Mañana", "mar, 31 de mar", "Todo el día"],
      ["Miércoles", "mié, 1 de abr", "medianoche – 9:00 a.m., 5:00 p.m. – medianoche"],
      ["Jueves", "jue, 2 de abr", "medianoche – 9:00 a.m., 5:00 p.m. – medianoche"],
    ]);
  });

  it("names a closed day and when dogs come back on a weekday", () => {
    // Weekends only: on Monday evening nothing until Saturday.
    const { text, week } = spanishAt("Sa,Su 07:00-19:00", duval, "2026-04-06T22:00:00Z");
    expect(text).toEqual({
      label: "No se permiten perros ahora",
      detail: "desde el sábado a las 7:00 a.m.",
      comment: null,
    });
    expect(week[1]).toMatchObject({ label: "Mañana", hours: "No se permiten" });
    expect(week[5]).toMatchObject({ label: "Sábado", hours: "7:00 a.m. – 7:00 p.m." });
  });

  it("marks a rule as uncertain", () => {
    const { text, week } = spanishAt("Mo-Su 06:00-20:00 unknown", duval, "2026-04-06T14:00:00Z");
    expect(text.label).toBe("Puede que se permitan perros ahora");
    expect(week[0]?.hours).toBe("6:00 a.m. – 8:00 p.m. (sin confirmar)");
  });

  it("follows sunrise and sunset, and says where the sun was worked out", () => {
    const place: DogHoursPlace = { county: "Escambia", lat: null, lng: null };
    const areas = { counties: new Map([["escambia", { lat: 30.47, lng: -87.28 }]]), regions: new Map() };
    const sun = sunPositionFor({ ...place, region: "north" }, areas, "es");
    expect(sun?.area).toBe("el condado de Escambia");
    const now = new Date("2026-06-21T17:00:00Z");
    const timeline = dogHoursTimeline("Mo-Su sunrise-sunset", place, sun, now, 8, "es");
    expect(timeline?.sunNote).toBe(
      "La salida y la puesta del sol se calculan para el condado de Escambia, porque este lugar no tiene ubicación en el mapa.",
    );
    const status = dogStatusAt(timeline!, now.getTime())!;
    expect(dogStatusText(status, now.getTime(), timeline!.timeZone, "es", es).detail).toMatch(
      /^hasta las 7:\d\d p\.m\.$/,
    );
    expect(dogHoursWeek(timeline!, now.getTime(), 7, "es", es)[0]?.hours).toMatch(/^5:\d\d a\.m\. – 7:\d\d p\.m\.$/);
  });

  it("names a region in Spanish when the county is unknown", () => {
    const areas = { counties: new Map(), regions: new Map([["keys", { lat: 24.7, lng: -81.3 }]]) };
    expect(sunPositionFor({ county: null, lat: null, lng: null, region: "keys" }, areas, "es")?.area).toBe(
      "Cayos de Florida",
    );
  });

  it("writes times, weekdays and dates with Intl es-US", () => {
    const zone = "America/New_York";
    const now = Date.parse("2026-04-06T14:00:00Z"); // Monday 10:00 EDT
    expect(clockTime(Date.parse("2026-04-06T21:00:00Z"), zone, "es")).toBe("5:00 p.m.");
    expect(clockTime(Date.parse("2026-04-06T21:00:00Z"), zone)).toBe("5:00 PM");
    expect(changeTime(Date.parse("2026-04-06T21:00:00Z"), now, zone, "es", es)).toBe("las 5:00 p.m.");
    expect(changeTime(Date.parse("2026-04-10T11:00:00Z"), now, zone, "es", es)).toBe("el viernes a las 7:00 a.m.");
    expect(changeTime(Date.parse("2026-05-01T11:00:00Z"), now, zone, "es", es)).toBe("el 1 de mayo");
    expect(changeTime(Date.parse("2026-04-10T11:00:00Z"), now, zone)).toBe("Fri 7:00 AM");
  });
});

describe("the English words built into the shared functions", () => {
  it("are the English texts of the facts namespace", () => {
    const keys = ["hours.allowed", "hours.until", "hours.clockOne", "words.feeConflict", "fee.free"] as const;
    for (const key of keys) expect(englishWords(key, { when: "x", time: "y" })).toBe(en(key, { when: "x", time: "y" }));
  });
});

describe("fees and sources in Spanish", () => {
  it("gives the fee label in Spanish and the details as written", () => {
    expect(feeText("free", null, "es", es)).toBe("Gratis");
    expect(feeText("paid", "$8 per vehicle", "es", es)).toBe("De pago: $8 per vehicle");
    expect(feeText("free", "Free", "es", es)).toBe("Gratis");
    expect(feeText(null, "Beach parking permit required", "es", es)).toBe("Beach parking permit required");
    expect(feeText(null, null, "es", es)).toBeNull();
    expect(feeParts("free", "Free; no pass required", "es", es)).toEqual({
      label: "Gratis",
      details: "Free; no pass required",
    });
  });

  it("names a fee contradiction in Spanish", () => {
    expect(feeConflict("free", "$5 per car", "es", es)).toBe(
      "Los detalles de la tarifa indican un precio: elige De pago, o cambia los detalles",
    );
    expect(feeConflict(null, "Free", "es", es)).toBe("Los detalles de la tarifa dicen que es gratis: elige Gratis");
  });

  it("dates the sources and names what the map credit supports", () => {
    const cited = citedSources(
      [{ url: "https://www.pinellas.gov/park-rules/", supports: "dog rules", date: "2025-03-31" }],
      "coords:OSM | OpenStreetMap element 1 (leisure=dog_park)",
      "es",
      es,
    );
    expect(cited.map((c) => [c.supports, c.date])).toEqual([
      ["dog rules", "31 mar 2025"],
      ["Nombre y ubicación en el mapa", null],
    ]);
  });
});

describe("the dog hours in one Spanish sentence", () => {
  it.each([
    [
      "May-Oct 00:00-09:00,17:00-24:00",
      "Perros: todos los días, antes de las 9:00 a.m. y después de las 5:00 p.m., de mayo a octubre",
    ],
    [
      "Oct-Mar 00:00-24:00; Apr-Sep 00:00-09:00,17:00-24:00",
      "Perros: todo el día, de octubre a marzo; todos los días, antes de las 9:00 a.m. y después de las 5:00 p.m., de abril a septiembre",
    ],
    ["Mo-Su sunrise-sunset", "Perros: todos los días, de la salida del sol a la puesta del sol"],
    ["Mo-Su dawn-dusk", "Perros: todos los días, del amanecer al anochecer"],
    [
      "Mo,Tu,Th-Su 07:30-dusk; We 12:00-dusk",
      "Perros: lunes, martes y de jueves a domingo, de las 7:30 a.m. al anochecer; miércoles, de las 12:00 p.m. al anochecer",
    ],
    ["Sa,Su 13:00-18:00", "Perros: sábado y domingo, de la 1:00 p.m. a las 6:00 p.m."],
    [
      "Mo-Su 07:00-sunset; Dec 25 off",
      "Perros: todos los días, de las 7:00 a.m. a la puesta del sol; no se permiten perros, 25 de diciembre",
    ],
    [
      'Nov-Apr sunrise-sunset; May-Oct 07:00-sunset "sea turtle season"',
      "Perros: todos los días, de la salida del sol a la puesta del sol, de noviembre a abril; todos los días, de las 7:00 a.m. a la puesta del sol, de mayo a octubre",
    ],
    ["Mo-Su 18:00-20:00 unknown", "Perros: todos los días, de las 6:00 p.m. a las 8:00 p.m. (sin confirmar)"],
    ["24/7", "Perros: a cualquier hora"],
  ])("%s", (value, sentence) => {
    expect(dogHoursSentence(value, "es", es)).toBe(sentence);
  });

  it("reads as before in English through the English texts", () => {
    expect(dogHoursSentence("May-Oct 00:00-09:00,17:00-24:00", "en", en)).toBe(
      "Dogs: daily before 9 a.m. and after 5 p.m., May–Oct",
    );
  });
});
