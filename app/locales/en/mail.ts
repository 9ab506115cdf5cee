// English texts of the "mail" namespace (app/locales/index.ts).
export default {} as const;
