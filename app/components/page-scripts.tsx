// The page's scripts: React Router's <Scripts>, except that the browser is asked for the page's
// modules only once it has painted the server's HTML. <Scripts> preloads some thirty modules from the
// head at high priority; on a slow connection they share the bandwidth with the stylesheet and the
// page itself, and a browser that has them in time runs them before its first paint. The page works
// without JavaScript, so a visitor loses nothing by seeing it first. Where <Scripts> writes something
// this does not handle (the development server's hot reloading, routes discovered lazily, integrity
// hashes, single-page mode), the page uses <Scripts> itself.
import { useContext } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";

type Manifest = {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    | {
        module: string;
        imports?: string[];
        clientActionModule?: string;
        clientLoaderModule?: string;
        clientMiddlewareModule?: string;
        hydrateFallbackModule?: string;
      }
    | undefined
  >;
  hmr?: unknown;
  sri?: unknown;
};

/** JSON that is safe inside a <script> element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * After the next paint: preload every module of the page at once, load the route modules and the
 * manifest, hand the route modules to React Router as its own module script would, then start the
 * client entry (which hydrates the page).
 */
export function moduleLoaderScript(manifest: Manifest, routeIds: string[]): string {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id]!;
    const chunks = [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      route.module,
    ].filter((chunk): chunk is string => Boolean(chunk));
    return [id, chunks] as const;
  });
  const preloads = [
    ...new Set([
      manifest.url,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes.flatMap(([id, chunks]) => [...chunks, ...(manifest.routes[id]!.imports ?? [])]),
    ]),
  ];
  return `(function(preloads,manifest,routes,entry){function load(){preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});Promise.all([import(manifest)].concat(routes.map(function(route){return Promise.all(route[1].map(function(chunk){return import(chunk)}))}))).then(function(loaded){var modules={};routes.forEach(function(route,i){var chunks=loaded[i+1];modules[route[0]]=chunks.length===1?chunks[0]:Object.assign.apply(null,[{}].concat(chunks))});window.__reactRouterRouteModules=modules;return import(entry)})}requestAnimationFrame(function(){setTimeout(load,0)})})(${inlineJson(preloads)},${inlineJson(manifest.url)},${inlineJson(routes)},${inlineJson(manifest.entry.module)})`;
}

const STREAM_SCRIPT =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/** React Router streams the loader data into the page only once it knows the scripts were written. */
function noteScriptsWritten(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

export function PageScripts() {
  const framework = useContext(FrameworkContext);
  const nonce = framework?.nonce;
  const router = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const manifest = framework?.manifest as Manifest | undefined;
  if (
    !framework ||
    !manifest ||
    !state ||
    manifest.hmr ||
    manifest.sri ||
    framework.isSpaMode ||
    !framework.ssr ||
    framework.routeDiscovery.mode === "lazy"
  )
    return <Scripts />;

  // In the browser these elements only have to match the server's (they never run again).
  let context = " ";
  let loader = " ";
  if (router?.static) {
    noteScriptsWritten(framework.renderMeta);
    if (framework.serverHandoffString)
      context = `window.__reactRouterContext = ${framework.serverHandoffString};${STREAM_SCRIPT}`;
    loader = moduleLoaderScript(
      manifest,
      state.matches.map((match) => match.route.id),
    );
  }
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
