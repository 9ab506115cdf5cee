// English texts of the "browse" namespace (app/locales/index.ts).
export default {} as const;
