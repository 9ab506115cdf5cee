// English texts of the "place" namespace (app/locales/index.ts).
export default {} as const;
