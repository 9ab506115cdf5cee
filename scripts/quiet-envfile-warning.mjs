// @react-router/dev 7.18.4 (the last 7.x) starts its internal Vite servers with `envFile: false`, which
// Vite 8 still honours but reports as deprecated once per server. The option does what we want (no
// .env files), so that one line is left out until React Router passes `envDir: false` itself.
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};
