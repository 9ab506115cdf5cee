// The browser's i18next: the part of i18next a page uses, over the texts the server sent with it
// (decision 0030). The server renders with i18next itself; the production build gives the browser
// this module instead (vite.config.ts), so that a first visit does not download the library's
// loaders, backends, formatters and event system, which a page with its texts in hand never runs.
// tests/integration/browser-texts.test.ts holds it to i18next's answers for every text in both languages.
import type { InitOptions } from "i18next";

type Tree = { [key: string]: string | Tree };
type Options = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: string;
  returnObjects?: boolean;
  ns?: string | readonly string[];
};

export type BrowserTranslate = (key: string, options?: Options) => string;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralSuffix(lng: string, count: number) {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng, { type: "cardinal" })));
  return `_${rules.select(count)}`;
}

function formatNumber(lng: string, value: unknown) {
  let format = numberFormats.get(lng);
  if (!format) numberFormats.set(lng, (format = new Intl.NumberFormat(lng)));
  return format.format(value as number);
}

/** `{{name}}` and `{{count, number}}` filled from `data`; a placeholder without a value stays as written. */
function interpolate(text: string, data: Options, lng: string) {
  return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
    const [rawName = "", ...formats] = inner.split(",");
    const name = rawName.trim().replace(/^- ?/, "");
    let value: unknown = data;
    for (const part of name.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
    if (value === undefined) return match;
    const format = formats.join(",").trim();
    if (format === "number") return formatNumber(lng, value);
    return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  });
}

export function createInstance(options: InitOptions) {
  const lng = String(options.lng);
  const resources = (options.resources?.[lng] ?? {}) as unknown as Record<string, Tree>;
  const defaultNS = String(options.defaultNS ?? "translation");
  const missing = options.parseMissingKeyHandler as ((key: string, defaultValue?: string) => string) | undefined;
  const appendNamespace = options.appendNamespaceToMissingKey === true;

  const lookup = (ns: string, key: string): string | Tree | undefined => {
    let node: string | Tree | undefined = resources[ns];
    for (const part of key.split(".")) {
      if (node === undefined || typeof node === "string") return undefined;
      node = node[part];
    }
    return node;
  };

  const translate = (fullKey: string, opt: Options = {}): string => {
    let key = fullKey;
    let namespaces = opt.ns === undefined ? [defaultNS] : [opt.ns].flat();
    const separator = key.indexOf(":");
    if (separator > -1) {
      const parts = key.split(":");
      namespaces = [parts.shift()!];
      key = parts.join(".");
    }
    const namespace = namespaces[namespaces.length - 1]!;
    const plural = opt.count !== undefined && typeof opt.count !== "string";
    const candidates = [key];
    if (plural) {
      candidates.unshift(`${key}${pluralSuffix(lng, opt.count as number)}`);
      if (opt.count === 0) candidates.unshift(`${key}_zero`);
    }
    let found: string | Tree | undefined;
    for (const ns of namespaces) {
      for (const candidate of candidates) {
        found = lookup(ns, candidate);
        if (found !== undefined) break;
      }
      if (found !== undefined) break;
    }
    if (found !== undefined && typeof found === "object") {
      if (!opt.returnObjects) return `key '${key} (${lng})' returned an object instead of string.`;
      return Object.fromEntries(
        Object.keys(found).map((child) => [child, translate(`${namespace}:${key}.${child}`, { ...opt })]),
      ) as unknown as string;
    }
    if (typeof found === "string") return interpolate(found, opt, lng);
    const usedDefault = opt.defaultValue !== undefined;
    let res = interpolate(usedDefault ? opt.defaultValue! : key, opt, lng);
    if (!usedDefault && res === key && appendNamespace) res = `${namespace}:${key}`;
    return missing ? missing(appendNamespace ? `${namespace}:${key}` : key, usedDefault ? res : undefined) : res;
  };

  const instance = {
    language: lng,
    languages: [lng],
    options,
    isInitialized: true,
    t: translate,
    /** A translator for the namespaces `ns` (the first is the default, the others are looked in after it). */
    getFixedT(_lng: string | null, ns?: string | readonly string[]): BrowserTranslate {
      return (key, opt) => translate(key, ns === undefined || (opt && opt.ns !== undefined) ? opt : { ...opt, ns });
    },
    use() {
      return instance;
    },
    init() {
      return instance;
    },
  };
  return instance;
}

export type BrowserI18n = ReturnType<typeof createInstance>;
