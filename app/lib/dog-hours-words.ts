// The English words of dog hours and of the "allowed now" status (the facts namespace's `hours`).
// Spanish and any other language give the same keys in app/locales/<language>/facts.ts.
export const DOG_HOURS_WORDS = {
  allowed: "Dogs allowed now",
  notAllowed: "Dogs not allowed now",
  uncertain: "Dogs may be allowed now",
  /** The state lasts until a change: "until 5:00 PM". */
  until: "until {{when}}",
  /** Dogs are next allowed at a change: "from Fri 7:00 AM". */
  from: "from {{when}}",
  /** A clock time as a change is said: "5:00 PM" (Spanish: "las 5:00 p.m."). */
  clock: "{{time}}",
  /** The same for one o'clock (Spanish: "la 1:00 p.m."). */
  clockOne: "{{time}}",
  /** A change within the week: "Fri 7:00 AM". */
  weekdayClock: "{{weekday}} {{clock}}",
  /** A change later on: "Apr 1". */
  date: "{{date}}",
  today: "Today",
  tomorrow: "Tomorrow",
  allDay: "All day",
  notAllowedDay: "Not allowed",
  midnight: "midnight",
  range: "{{start}} – {{end}}",
  uncertainRange: "{{range}} (uncertain)",
  /** The sun note of a place without a map position. */
  sunNote: "Sunrise and sunset are worked out for {{area}}, as this place has no map position.",
  countyArea: "{{county}} County",
  regionArea: "its region",
  notListed: "Dog hours not listed",
  reload: "Reload the page for the current status.",
  caption: "When dogs are allowed over the next 7 days",
  day: "Day",
  dogsAllowed: "Dogs allowed",
  localTimes: "Times are local ({{zone}} time).",
  central: "Central",
  eastern: "Eastern",
  /** The dog hours in one sentence (app/lib/dog-hours-sentence.ts): "Dogs: daily before 9 a.m. and after 5 p.m., May–Oct". */
  sentence: "Dogs: {{rules}}",
  daily: "daily",
  anyHour: "at any hour",
  allDayRule: "all day",
  before: "before {{time}}",
  after: "after {{time}}",
  between: "{{start}} to {{end}}",
  and: "{{list}} and {{last}}",
  dayRange: "{{from}}–{{to}}",
  monthRange: "{{from}}–{{to}}",
  dayOfMonth: "{{month}} {{day}}",
  rule: "{{days}} {{times}}",
  ruleMonths: "{{rule}}, {{months}}",
  noDogs: "no dogs",
  sunrise: "sunrise",
  sunset: "sunset",
  dawn: "dawn",
  dusk: "dusk",
} as const;
