// English texts of the "account" namespace (app/locales/index.ts).
export default {} as const;
