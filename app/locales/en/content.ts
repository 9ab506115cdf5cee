// English texts of the "content" namespace (app/locales/index.ts).
export default {} as const;
