import { env } from "~/server/infra/env.server";

/** Served when ADS_TXT is unset: a valid file that authorises no seller. */
const EMPTY_DECLARATION = "# No advertising systems are authorised to sell this site's inventory.\n";

export function loader() {
  const content = env().ADS_TXT;
  const body = content ? `${content.replace(/\\n/g, "\n").trimEnd()}\n` : EMPTY_DECLARATION;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
