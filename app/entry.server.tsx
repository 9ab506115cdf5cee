// Server rendering. The production server starts the app before it listens (app/server/main.server.ts);
// under `npm run dev` the first render does.
import crypto from "node:crypto";
import { PassThrough } from "node:stream";

import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { initialize } from "~/server/lifecycle.server";
import { env } from "~/server/infra/env.server";
import { PAGE_CACHE_RENDER_HEADER } from "~/server/http/page-cache.server";
import { contentSecurityPolicy, contentSecurityPolicyEnabled } from "~/server/http/security-headers.server";
import { photoOrigin } from "~/server/infra/storage.server";
import { moduleLoaderFor } from "~/server/http/module-loader.server";
import { ModuleLoaderContext, PageTextsContext } from "~/components/page-scripts";
import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import { localeOfPath, serializeMessages, type Locale } from "~/lib/i18n";
import { instanceFor, messagesPayload } from "~/server/reference/i18n.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return initialize().then(() =>
    render(
      request,
      responseStatusCode,
      responseHeaders,
      routerContext,
      // The address alone decides the language, for a request the middleware never saw too (one
      // refused before it ran).
      instanceFor(localeOfPath(new URL(request.url).pathname)),
    ),
  );
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  i18n: i18n,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // The inline scripts React Router writes carry this nonce; no other inline script may run.
  const nonce = crypto.randomBytes(16).toString("base64");
  if (contentSecurityPolicyEnabled())
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, env().MAP_STYLE_URL, photoOrigin()));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots, SPA Mode renders and page-cache renders (whole documents are kept)
    // wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || request.headers.has(PAGE_CACHE_RENDER_HEADER)
        ? "onAllReady"
        : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The production server answers the texts module (app/server/http/app.server.ts); the
    // development server's pages carry their texts inline.
    const texts = messagesPayload(i18n.language as Locale, import.meta.env.DEV);
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <PageTextsContext.Provider value={`self.__I18N__=${serializeMessages(texts)}`}>
          <ModuleLoaderContext.Provider value={moduleLoaderFor(routerContext, texts.src ? [texts.src] : [])}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ModuleLoaderContext.Provider>
        </PageTextsContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html; charset=utf-8");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
