// The script that loads a page's modules once the browser has painted it (see
// app/components/page-scripts.tsx): built on the server, so its code is not part of every visitor's
// JavaScript.
import type { EntryContext } from "react-router";

export type Manifest = {
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
};

/** JSON that is safe inside a <script> element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * After the next paint (the task after the frame that follows it, so that the paint has reached
 * the screen and not only left the page's thread): preload every module of the page at once, load the route modules and the
 * manifest, hand the route modules to React Router as its own module script would, then start the
 * client entry (which hydrates the page).
 */
export function moduleLoaderScript(manifest: Manifest, routeIds: string[], otherModules: string[] = []): string {
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
      ...otherModules,
    ]),
  ];
  return `(function(preloads,manifest,routes,entry){function load(){preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});Promise.all([import(manifest)].concat(routes.map(function(route){return Promise.all(route[1].map(function(chunk){return import(chunk)}))}))).then(function(loaded){var modules={};routes.forEach(function(route,i){var chunks=loaded[i+1];modules[route[0]]=chunks.length===1?chunks[0]:Object.assign.apply(null,[{}].concat(chunks))});window.__reactRouterRouteModules=modules;return import(entry)})}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})})(${inlineJson(preloads)},${inlineJson(manifest.url)},${inlineJson(routes)},${inlineJson(manifest.entry.module)})`;
}

/** The module loader of the page a request renders; `otherModules` are preloaded with its own (the page's texts). */
export function moduleLoaderFor(context: EntryContext, otherModules: string[] = []): string {
  return moduleLoaderScript(
    context.manifest as Manifest,
    context.staticHandlerContext.matches.map((match) => match.route.id),
    otherModules,
  );
}
