// Keys of t() are checked against the English texts: a missing or misspelt key fails `npm run typecheck`.
import "i18next";
import type { Resources } from "./locales";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
  }
}
