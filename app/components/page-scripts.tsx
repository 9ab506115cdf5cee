// The page's scripts: React Router's <Scripts>, except that the browser is asked for the page's
// modules only once it has painted the server's HTML. <Scripts> preloads some thirty modules from the
// head at high priority; on a slow connection they share the bandwidth with the stylesheet and the
// page itself, and a browser that has them in time runs them before its first paint. The page works
// without JavaScript, so a visitor loses nothing by seeing it first. Where <Scripts> writes something
// this does not handle (the development server's hot reloading, routes discovered lazily, integrity
// hashes, single-page mode), the page uses <Scripts> itself.
import { createContext, useContext } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";

/** The page's module loader, given by the server's render (app/server/http/module-loader.server.ts). */
export const ModuleLoaderContext = createContext<string | null>(null);

/**
 * The script that hands the page's language and texts to the browser (`self.__I18N__`, read by
 * app/entry.client.tsx before it hydrates), given by the server's render. It is written with the
 * page's other scripts, in the first part of the page sent, so the texts are there before any
 * module runs, even while the rest of a streamed page is still arriving.
 */
export const PageTextsContext = createContext<string | null>(null);

function PageTexts({ nonce, server }: { nonce: string | undefined; server: boolean }) {
  const texts = useContext(PageTextsContext);
  if (server && !texts) throw new Error("The server's render gives the page its texts (PageTextsContext).");
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: server ? texts! : " " }} />;
}

const STREAM_SCRIPT =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/** React Router streams the loader data into the page only once it knows the scripts were written. */
function noteScriptsWritten(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

export function PageScripts() {
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext);
  const moduleLoader = useContext(ModuleLoaderContext);
  const manifest = framework?.manifest;
  if (
    !framework ||
    !manifest ||
    manifest.hmr ||
    manifest.sri ||
    framework.isSpaMode ||
    !framework.ssr ||
    framework.routeDiscovery.mode === "lazy"
  )
    return (
      <>
        <PageTexts nonce={framework?.nonce} server={Boolean(router?.static)} />
        <Scripts />
      </>
    );

  // In the browser these elements only have to match the server's (they never run again).
  let context = " ";
  let loader = " ";
  if (router?.static) {
    if (!moduleLoader) throw new Error("The server's render gives the page its module loader (ModuleLoaderContext).");
    noteScriptsWritten(framework.renderMeta);
    if (framework.serverHandoffString)
      context = `window.__reactRouterContext = ${framework.serverHandoffString};${STREAM_SCRIPT}`;
    loader = moduleLoader;
  }
  return (
    <>
      <PageTexts nonce={framework.nonce} server={Boolean(router?.static)} />
      <script nonce={framework.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script nonce={framework.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
