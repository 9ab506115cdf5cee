// npm run docs:config: writes docs/configuration.md from the environment schema.
import fs from "node:fs";
import { CONFIGURATION_PAGE, configurationPage } from "./configuration-page";

fs.writeFileSync(CONFIGURATION_PAGE, await configurationPage());
console.log(`Wrote ${CONFIGURATION_PAGE}`);
