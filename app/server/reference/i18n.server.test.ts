import { describe, expect, it } from "vitest";
import { offlineTextsOf, pageTextsAddressOf } from "~/lib/offline-pages";
import { serializeMessages } from "~/lib/i18n";
import { PAGE_NAMESPACES } from "~/locales";
import { messagesPayload, pageTextsAt, pageTextsFile } from "./i18n.server";

/** The texts a module answers, read as the browser's `import()` reads its default export. */
function exported(body: string) {
  expect(body.startsWith("export default ")).toBe(true);
  return JSON.parse(body.slice("export default ".length).replace(/;\n$/, "")) as Record<string, object>;
}

describe("a page's texts", () => {
  it("are a module of one language, at an address named after its content", () => {
    const en = pageTextsFile("en");
    const es = pageTextsFile("es");
    expect(en.path).toMatch(/^\/assets\/texts-en-[0-9a-f]{12}\.js$/);
    expect(es.path).toMatch(/^\/assets\/texts-es-[0-9a-f]{12}\.js$/);
    expect(exported(en.body)).toEqual(messagesPayload("en", true).resources);
    expect(exported(es.body)).toEqual(messagesPayload("es", true).resources);
    expect(Object.keys(exported(es.body)).sort()).toEqual([...PAGE_NAMESPACES].sort());
    // English visitors download no Spanish, and Spanish visitors no English.
    expect(en.body).toContain('"skipToContent":"Skip to content"');
    expect(en.body).not.toContain("Ir al contenido");
    expect(es.body).toContain('"skipToContent":"Ir al contenido"');
    expect(es.body).not.toContain("Skip to content");
  });

  it("are answered only at the current address of each language", () => {
    expect(pageTextsAt(pageTextsFile("es").path)).toBe(pageTextsFile("es"));
    expect(pageTextsAt(pageTextsFile("en").path)).toBe(pageTextsFile("en"));
    expect(pageTextsAt("/assets/texts-es-000000000000.js")).toBeNull();
    expect(pageTextsAt("/assets/texts-fr-000000000000.js")).toBeNull();
    expect(pageTextsAt("/assets/entry.client-abc.js")).toBeNull();
  });

  it("leave in the page only its language, the module's address and the offline texts the worker reads", () => {
    const payload = messagesPayload("es", false);
    expect(payload).toEqual({
      locale: "es",
      src: pageTextsFile("es").path,
      resources: {
        lists: {
          offline: {
            savedCopy: expect.any(String),
            noticeLabel: expect.any(String),
            formNeedsConnection: expect.any(String),
            title: expect.any(String),
          },
        },
      },
    });
    const html = `<html lang="es"><body><script>self.__I18N__=${serializeMessages(payload)}</script></body></html>`;
    const offline = offlineTextsOf(html);
    expect(offline.locale).toBe("es");
    const spanish = (messagesPayload("es", true).resources.lists as { offline: Record<string, string> }).offline;
    expect(offline.texts).toEqual({
      savedCopy: spanish.savedCopy,
      noticeLabel: spanish.noticeLabel,
      formNeedsConnection: spanish.formNeedsConnection,
      title: spanish.title,
    });
    expect(offline.texts.title).not.toBe("You are offline");
  });
});

describe("the address of a saved page's texts", () => {
  it("is read from the page, and only when it is one of the texts modules", () => {
    const page = (payload: string) => `<html lang="es"><script>self.__I18N__=${payload}</script></html>`;
    const payload = messagesPayload("es", false);
    expect(pageTextsAddressOf(page(serializeMessages(payload)))).toBe(pageTextsFile("es").path);
    expect(pageTextsAddressOf(page(serializeMessages(messagesPayload("es", true))))).toBeNull();
    expect(
      pageTextsAddressOf(page('{"locale":"es","resources":{},"src":"https://elsewhere.example/x.js"}')),
    ).toBeNull();
    expect(pageTextsAddressOf("<html></html>")).toBeNull();
  });
});
