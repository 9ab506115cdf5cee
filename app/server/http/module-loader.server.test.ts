import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { moduleLoaderScript } from "./module-loader.server";

const manifest = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.client-1.js", imports: ["/assets/react-1.js"] },
  routes: {
    root: { module: "/assets/root-1.js", imports: ["/assets/react-1.js", "/assets/header-1.js"] },
    place: {
      module: "/assets/place-1.js",
      clientLoaderModule: "/assets/place-loader-1.js",
      imports: ["/assets/card-1.js"],
    },
  },
};

/** Runs the loader in a page of its own: frames and timers run at once, imports are recorded. */
async function run(script: string) {
  const events: string[] = [];
  const head: string[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => head.push(`${link.rel} ${link.href}`) },
    },
    requestAnimationFrame: (callback: () => void) => {
      events.push("frame");
      callback();
    },
    setTimeout: (callback: () => void) => {
      events.push("after paint");
      callback();
    },
    importModule: (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({ url, [`from ${url}`]: true });
    },
  });
  vm.runInContext(script.replace(/\bimport\(/g, "importModule("), context);
  await new Promise((resolve) => setImmediate(resolve));
  return { events, head, window };
}

describe("the page's module loader", () => {
  it("waits for a paint, preloads every module once, and hands React Router the route modules", async () => {
    const { events, head, window } = await run(moduleLoaderScript(manifest, ["root", "place"]));
    expect(events.slice(0, 3)).toEqual(["frame", "frame", "after paint"]);
    expect(head).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-1.js",
      "modulepreload /assets/react-1.js",
      "modulepreload /assets/root-1.js",
      "modulepreload /assets/header-1.js",
      "modulepreload /assets/place-loader-1.js",
      "modulepreload /assets/place-1.js",
      "modulepreload /assets/card-1.js",
    ]);
    // The entry starts only once the route modules are in place.
    expect(events.at(-1)).toBe("import /assets/entry.client-1.js");
    const modules = window.__reactRouterRouteModules as Record<string, Record<string, unknown>>;
    expect(modules.root).toEqual({ url: "/assets/root-1.js", "from /assets/root-1.js": true });
    // A route split into chunks is one module made of all of them, the route's own module last.
    expect(modules.place).toMatchObject({
      url: "/assets/place-1.js",
      "from /assets/place-loader-1.js": true,
      "from /assets/place-1.js": true,
    });
  });

  it("keeps the page's markup out of its data", () => {
    const script = moduleLoaderScript({ ...manifest, routes: { root: { module: "/assets/</script><b>-1.js" } } }, [
      "root",
    ]);
    expect(script).not.toContain("</script>");
  });
});
