// The dog hours in one sentence, read from the stored opening_hours rules in any language: "Dogs:
// daily before 9 a.m. and after 5 p.m., Apr–Sep", "Perros: todos los días, antes de las 9:00 a.m. y
// después de las 5:00 p.m., de abril a septiembre". Only the common forms of the syntax are read
// (months, weekdays, times, sunrise and sunset, `off`, `unknown`); for anything else there is no
// sentence (null) rather than a wrong one. Comments are left to the week's table.
import { englishWords, type FactsWords } from "./facts-words";
import { INTL_LOCALE, type Locale } from "./i18n";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const SUN_EVENTS = ["sunrise", "sunset", "dawn", "dusk"] as const;

const intlNames = new Map<string, Intl.DateTimeFormat>();

function intlName(locale: Locale, options: Intl.DateTimeFormatOptions, date: number) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = intlNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    intlNames.set(key, format);
  }
  return format.format(date).replace(/\s+/g, " ");
}

type Ctx = { locale: Locale; words: FactsWords };

/** "Mon" in English, "lunes" in Spanish (Monday 2024-01-01 is index 0). */
function weekdayName(index: number, { locale }: Ctx) {
  if (locale === "en") return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][index]!;
  return intlName(locale, { weekday: "long" }, Date.UTC(2024, 0, 1 + index));
}

/** "Oct" in English, "octubre" in Spanish. */
function monthName(index: number, { locale }: Ctx) {
  if (locale === "en") return MONTHS[index]!;
  return intlName(locale, { month: "long" }, Date.UTC(2024, index, 1));
}

/** A list in words: "a", "a and b", "a, b and c". */
function list(items: string[], { words }: Ctx) {
  if (items.length <= 1) return items[0] ?? "";
  return words("hours.and", { list: items.slice(0, -1).join(", "), last: items.at(-1)! });
}

/** A time of day as the sentence says it: "9 a.m.", "7:30 a.m."; Spanish "las 9:00 a.m.", "la salida del sol". */
function timeWords(text: string, ctx: Ctx): string | null {
  const sun = SUN_EVENTS.find((e) => e === text);
  if (sun) return ctx.words(`hours.${sun}`);
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]) % 24;
  const minute = Number(match[2]);
  if (minute > 59 || Number(match[1]) > 24) return null;
  let time: string;
  if (ctx.locale === "en") {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    time = `${h12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "a.m." : "p.m."}`;
  } else {
    time = intlName(ctx.locale, { hour: "numeric", minute: "2-digit" }, Date.UTC(2024, 0, 1, hour, minute));
  }
  return ctx.words(hour % 12 === 1 ? "hours.clockOne" : "hours.clock", { time });
}

/** One time range: "before 9 a.m.", "after 5 p.m.", "7 a.m. to sunset", "all day". */
function rangeWords(text: string, ctx: Ctx): string | null {
  const [start, end, ...rest] = text.split("-");
  if (!start || !end || rest.length) return null;
  if (start === "00:00" && end === "24:00") return ctx.words("hours.allDayRule");
  if (start === "00:00") {
    const time = timeWords(end, ctx);
    return time && ctx.words("hours.before", { time });
  }
  if (end === "24:00") {
    const time = timeWords(start, ctx);
    return time && ctx.words("hours.after", { time });
  }
  const from = timeWords(start, ctx);
  const to = timeWords(end, ctx);
  return from && to ? ctx.words("hours.between", { start: from, end: to }) : null;
}

/** One name ("Sa") or range ("Th-Su") of `names` in words, or null when it is not one. */
function namesWords(
  part: string,
  names: string[],
  nameOf: (index: number, ctx: Ctx) => string,
  rangeKey: "hours.dayRange" | "hours.monthRange",
  ctx: Ctx,
): string | null {
  const [from, to, ...rest] = part.split("-");
  const a = names.indexOf(from ?? "");
  if (a < 0 || rest.length) return null;
  if (to === undefined) return nameOf(a, ctx);
  const b = names.indexOf(to);
  if (b < 0) return null;
  return ctx.words(rangeKey, { from: nameOf(a, ctx), to: nameOf(b, ctx) });
}

/** Weekdays: "daily", "Sat and Sun", "Mon, Tue and Thu–Sun"; Spanish "de jueves a domingo". */
function daysWords(text: string | null, ctx: Ctx): string | null {
  if (!text || text === "Mo-Su") return ctx.words("hours.daily");
  const parts: string[] = [];
  for (const part of text.split(",")) {
    const words = namesWords(part, WEEKDAYS, weekdayName, "hours.dayRange", ctx);
    if (words === null) return null;
    parts.push(words);
  }
  return list(parts, ctx);
}

/** Months: "Oct–Mar", "Dec 25"; Spanish "de octubre a marzo", "25 de diciembre". */
function monthsWords(text: string, ctx: Ctx): string | null {
  const parts: string[] = [];
  for (const part of text.split(",")) {
    const dated = /^([A-Z][a-z]{2}) (\d{1,2})$/.exec(part);
    if (dated) {
      const month = MONTHS.indexOf(dated[1]!);
      if (month < 0) return null;
      parts.push(ctx.words("hours.dayOfMonth", { month: monthName(month, ctx), day: String(Number(dated[2])) }));
      continue;
    }
    const words = namesWords(part, MONTHS, monthName, "hours.monthRange", ctx);
    if (words === null) return null;
    parts.push(words);
  }
  return list(parts, ctx);
}

const MONTH_SELECTOR =
  /^(?:[A-Z][a-z]{2}(?: \d{1,2})?(?:-[A-Z][a-z]{2})?)(?:,[A-Z][a-z]{2}(?: \d{1,2})?(?:-[A-Z][a-z]{2})?)*$/;
const MONTH_WORD = new RegExp(`^(${MONTHS.join("|")})`);
const DAY_SELECTOR =
  /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?(?:,(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))?)*$/;

/** One rule: "[months] [weekdays] [times | off | closed] [unknown] ["comment"]". */
function ruleWords(rule: string, ctx: Ctx): string | null {
  let rest = rule.replace(/"[^"]*"/g, "").trim();
  if (rest === "24/7") return ctx.words("hours.anyHour");
  let months: string | null = null;
  const monthMatch =
    /^([A-Z][a-z]{2}(?: \d{1,2})?(?:-[A-Z][a-z]{2})?(?:,[A-Z][a-z]{2}(?: \d{1,2})?(?:-[A-Z][a-z]{2})?)*)(?:\s+|$)/.exec(
      rest,
    );
  if (monthMatch && MONTH_WORD.test(monthMatch[1]!) && MONTH_SELECTOR.test(monthMatch[1]!)) {
    months = monthMatch[1]!;
    rest = rest.slice(monthMatch[0].length);
  }
  let days: string | null = null;
  const dayMatch = /^(\S+)(?:\s+|$)/.exec(rest);
  if (dayMatch && DAY_SELECTOR.test(dayMatch[1]!)) {
    days = dayMatch[1]!;
    rest = rest.slice(dayMatch[0].length);
  }
  const tokens = rest.split(/\s+/).filter(Boolean);
  let uncertain = false;
  let off = false;
  let times: string | null = null;
  for (const token of tokens) {
    if (token === "unknown") uncertain = true;
    else if (token === "off" || token === "closed") off = true;
    else if (times === null) times = token;
    else return null;
  }
  let timeText: string | null;
  if (off) {
    if (times !== null) return null;
    timeText = ctx.words("hours.noDogs");
  } else if (times === null) {
    timeText = ctx.words("hours.allDayRule");
  } else {
    const ranges = times.split(",").map((r) => rangeWords(r, ctx));
    if (ranges.some((r) => r === null)) return null;
    timeText = list(ranges as string[], ctx);
  }
  if (uncertain) timeText = ctx.words("hours.uncertainRange", { range: timeText });
  // "daily" goes without saying for all day, for no dogs and for a date ("Dec 25 off").
  const allWeek = days === null || days === "Mo-Su";
  const plain = off || (!uncertain && times === null) || times === "00:00-24:00" || /\d/.test(months ?? "");
  const dayText = allWeek && plain ? null : daysWords(days, ctx);
  if (days !== null && dayText === null) return null;
  const body = dayText ? ctx.words("hours.rule", { days: dayText, times: timeText }) : timeText;
  if (months === null) return body;
  const monthText = monthsWords(months, ctx);
  return monthText && ctx.words("hours.ruleMonths", { rule: body, months: monthText });
}

/** Spanish joins "de el" and "a el" into "del" and "al". */
function contract(text: string, locale: Locale) {
  return locale === "es" ? text.replace(/\bde el\b/g, "del").replace(/\ba el\b/g, "al") : text;
}

/**
 * The dog hours of an opening_hours value in one sentence in `locale`, or null when the value
 * uses a form this does not read.
 */
export function dogHoursSentence(
  value: string | null | undefined,
  locale: Locale = "en",
  words: FactsWords = englishWords,
): string | null {
  if (!value?.trim()) return null;
  const ctx: Ctx = { locale, words };
  // Rules are separated by ";", additional rules by ", " before a selector.
  const rules = value
    .split(";")
    .flatMap((r) => r.split(/,\s+(?=[A-Z]|\d{2}:)/))
    .map((r) => r.trim())
    .filter(Boolean);
  const said: string[] = [];
  for (const rule of rules) {
    const text = ruleWords(rule, ctx);
    if (text === null) return null;
    said.push(text);
  }
  return contract(words("hours.sentence", { rules: said.join("; ") }), locale);
}
