// English texts of the "lists" namespace (app/locales/index.ts).
export default {} as const;
