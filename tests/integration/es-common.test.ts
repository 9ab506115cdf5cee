// The site's frame in Spanish under /es and word for word as before in English: the header, the
// footer, the not-found page, the forms' messages, the loading texts and the server's own refusals.
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorList, FormErrors } from "~/components/forms";
import { NotFoundContent } from "~/components/not-found-content";
import { Pagination } from "~/components/pagination";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { Locale } from "~/lib/i18n";
import { loadingText } from "~/lib/loading-texts";
import { ContactSchema } from "~/lib/schemas-visitors";
import { SignUpSchema } from "~/lib/schemas-account";
import { CROSS_SITE_FORM, DATA_CREDIT, DISCLAIMER, REQUEST_REFUSED, TAGLINE } from "~/lib/site";
import { VALIDATION_MESSAGES, validationKey } from "~/lib/validation-messages";
import { CATEGORY_LISTS } from "~/lib/vocabulary";
import { signInWaitMessage, TOO_MANY_REQUESTS, tooManyRequestsMessage } from "~/server/domain/rate-limit.server";
import { MESSAGES, messagesIn, tooLargeFor } from "~/server/http/http-guard.server";
import { oversizedFormCheck } from "../fixtures/sessions";
import { crossSiteFormPage, requestRefusedPage } from "~/server/http/refusal-page.server";
import { instanceFor, translatorFor } from "~/server/reference/i18n.server";

/** `element` rendered on the server at `path`, with the texts of `locale`. */
function render(locale: Locale, path: string, element: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element() as React.ReactElement }]);
  return renderToString(
    createElement(I18nextProvider, { i18n: instanceFor(locale) }, createElement(Stub, { initialEntries: [path] })),
  );
}

/** The text of some HTML, tags removed (React's markers between text nodes too) and entities read. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

/** The addresses of the links to the same page's other language (the language switch). */
const switchHrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*>/g)].filter((m) => /hreflang/i.test(m[0])).map((m) => /href="([^"]+)"/.exec(m[0])![1]!);

const user = { email: "lola@example.com", displayName: null, role: "user" as const };

describe("the header and footer", () => {
  it("are in Spanish on /es, every link of the site staying in Spanish", () => {
    const header = render("es", "/es", () => createElement(SiteHeader, { user: null }));
    const footer = render("es", "/es", () => createElement(SiteFooter, { year: 2026 }));
    const facts = translatorFor("es", "facts");
    expect(text(header)).toContain("Explorar");
    expect(text(header)).toContain("Sugerir un lugar");
    expect(text(header)).toContain("Iniciar sesión");
    expect(text(header)).toContain(facts("categoryList.beaches"));
    expect(header).toContain('aria-label="Principal"');
    expect(text(footer)).toContain("Playas para perros");
    expect(text(footer)).toContain("Preguntas frecuentes");
    expect(text(footer)).toContain("© 2026 Florida Dog Places. Todos los derechos reservados.");
    expect(text(footer)).toContain(facts("region.central"));
    expect(text(header + footer)).not.toMatch(/Submit a Spot|Sign In|Common Questions|All rights reserved/);
    // Every link stays in Spanish, but the switch (it leads to the same page in English) and the
    // OpenStreetMap data, a file in no language.
    const ours = [...hrefs(header), ...hrefs(footer)].filter(
      (href) => href.startsWith("/") && href !== "/open-data/openstreetmap-dog-parks.csv",
    );
    const switches = [...switchHrefs(header), ...switchHrefs(footer)];
    expect(switches).toEqual(["/", "/", "/"]);
    expect(ours.filter((href) => href !== "/es" && !href.startsWith("/es/"))).toEqual(switches);
  });

  it("show a signed-in visitor's links in Spanish", () => {
    const header = render("es", "/es/explore", () => createElement(SiteHeader, { user }));
    expect(text(header)).toContain("Mis sugerencias");
    expect(text(header)).toContain("Mis listas");
    expect(text(header)).toContain("Cerrar sesión");
    expect(header).toContain('aria-label="Menú de la cuenta"');
    expect(hrefs(header)).toContain("/es/my-submissions");
    expect(hrefs(header)).toContain("/es/lists");
  });

  it("name the category lists in English as the lists themselves do", () => {
    const en = translatorFor("en", "common");
    for (const list of CATEGORY_LISTS) expect(en(`nav.category.${list.prefix}`)).toBe(list.label);
  });

  it("stay as they were in English", () => {
    const header = render("en", "/", () => createElement(SiteHeader, { user }));
    const footer = render("en", "/", () => createElement(SiteFooter, { year: 2026 }));
    for (const words of ["Explore", "Beaches", "Nature Preserves", "Submit a Spot", "Contact", "My Submissions"])
      expect(text(header)).toContain(words);
    expect(text(header)).toContain("Signed in as lola@example.com");
    expect(header).toContain('aria-label="Account menu"');
    for (const words of [
      "Dog Beaches",
      "Central Florida",
      "Advertise With Us",
      "Common Questions",
      TAGLINE,
      DISCLAIMER,
    ])
      expect(text(footer)).toContain(words);
    expect(text(footer)).toContain("© 2026 Florida Dog Places. All rights reserved.");
    expect(text(footer)).toContain(`Contains information from ${DATA_CREDIT}`);
    expect(hrefs(footer)).toContain("https://opendatacommons.org/licenses/odbl/1-0/");
    expect(hrefs(footer)).toContain("/open-data/openstreetmap-dog-parks.csv");
    expect(hrefs(header)).toContain("/explore");
    expect(hrefs(footer)).toContain("/contact?subject=advertising");
  });
});

describe("the not-found page and pagination", () => {
  it("say it in Spanish, with Spanish links", () => {
    const page = render("es", "/es/nowhere", () => createElement(NotFoundContent));
    expect(text(page)).toContain("¡Ups! Esta cola se soltó de la correa");
    expect(hrefs(page)).toEqual(["/es", "/es/explore", "/es/beaches", "/es/parks", "/es/submit", "/es/contact"]);
    const pages = render("es", "/es/explore", () =>
      createElement(Pagination, { page: 2, pageCount: 3, href: (n: number) => `/es/explore?page=${n}` }),
    );
    expect(text(pages)).toContain("Página 2 de 3");
    expect(text(pages)).toContain("Página anterior");
  });

  it("stay as SPEC words them in English", () => {
    const page = render("en", "/nowhere", () => createElement(NotFoundContent));
    expect(text(page)).toContain("Oops! This Tail Went Off-Leash");
    expect(text(page)).toContain("Contact Us");
    const pages = render("en", "/explore", () =>
      createElement(Pagination, { page: 1, pageCount: 3, more: true, href: (n: number) => `/explore?page=${n}` }),
    );
    expect(text(pages)).toContain("Page 1 of 3 or more");
  });
});

describe("the forms' messages", () => {
  const empty = parseWithZod(new URLSearchParams(), { schema: ContactSchema });
  const errors = empty.status === "error" ? (empty.error ?? {}) : {};

  it("are English, word for word, in the rules' answer", () => {
    expect(errors.name).toEqual(["Please fill in all required fields."]);
    const short = parseWithZod(new URLSearchParams({ email: "a@b.co", password: "12345" }), { schema: SignUpSchema });
    expect(short.status === "error" && short.error?.password).toEqual(["Password must be at least 6 characters."]);
  });

  it("show in Spanish on a Spanish page, and as they are in English", () => {
    const es = render("es", "/es/contact", () => createElement(ErrorList, { errors: errors.email }));
    expect(text(es).trim()).toBe("Completa todos los campos obligatorios.");
    const en = render("en", "/contact", () => createElement(ErrorList, { errors: errors.email }));
    expect(text(en).trim()).toBe("Please fill in all required fields.");
    const form = { errors: ["validation.passwordTooShort", "Invalid email or password."], errorId: "f" };
    const both = render("es", "/es/auth", () => createElement(FormErrors, { form }));
    expect(text(both)).toContain("La contraseña debe tener al menos 6 caracteres. Invalid email or password.");
  });

  it("each have their own English text, its Spanish one saying the same numbers", () => {
    const en = translatorFor("en", "common");
    const es = translatorFor("es", "common");
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    const digits = (s: string) =>
      s
        .replace(/(\d),(\d)/g, "$1$2")
        .match(/\d+/g)
        ?.join() ?? "";
    for (const key of Object.keys(VALIDATION_MESSAGES) as (keyof typeof VALIDATION_MESSAGES)[]) {
      expect(validationKey(VALIDATION_MESSAGES[key])).toBe(key);
      expect(en(`validation.${key}`)).toBe(VALIDATION_MESSAGES[key]);
      expect(digits(es(`validation.${key}`)), key).toBe(digits(VALIDATION_MESSAGES[key]));
    }
    expect(validationKey("Invalid email or password.")).toBeNull();
  });
});

describe("the loading texts", () => {
  const t = (locale: Locale) => {
    const common = translatorFor(locale, "common");
    const facts = translatorFor(locale, "facts");
    return (key: string, values?: Record<string, unknown>) =>
      key.startsWith("facts:") ? facts(key.slice(6) as never) : String(common(key as never, values as never));
  };

  it("are SPEC's in English", () => {
    expect(loadingText("/explore", "/beaches/jupiter-dog-beach", t("en"))).toBe("Loading location details...");
    expect(loadingText("/", "/region/florida-keys", t("en"))).toBe("Loading Florida Keys locations...");
    expect(loadingText("/", "/my-submissions", t("en"))).toBe("Loading your submissions...");
    expect(loadingText("/admin", "/admin/locations", t("en"))).toBe("Loading locations...");
    expect(loadingText("/", "/admin", t("en"))).toBe("Loading...");
  });

  it("are Spanish on /es", () => {
    const keys = translatorFor("es", "facts")("region.keys");
    expect(loadingText("/es/explore", "/es/beaches/jupiter-dog-beach", t("es"))).toBe(
      "Cargando los detalles del lugar...",
    );
    expect(loadingText("/es", "/es/region/florida-keys", t("es"))).toBe(`Cargando lugares de ${keys}...`);
    expect(loadingText("/es", "/es/my-submissions", t("es"))).toBe("Cargando tus sugerencias...");
    expect(loadingText("/es", "/es/submit", t("es"))).toBe("Cargando...");
  });
});

describe("the server's own refusals", () => {
  const site = "http://localhost:3000";

  it("are word for word as before in English", () => {
    expect(MESSAGES.crossOrigin(site)).toBe(CROSS_SITE_FORM.message(site));
    expect(messagesIn("en").methodNotAllowed("TRACE")).toBe(REQUEST_REFUSED.methodNotAllowed("TRACE"));
    expect(MESSAGES.notAPath).toBe(REQUEST_REFUSED.notAPath);
    expect(TOO_MANY_REQUESTS).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect(signInWaitMessage(60)).toBe("Too many failed sign-in attempts. Please wait 1 minute and try again.");
    expect(signInWaitMessage(61)).toBe("Too many failed sign-in attempts. Please wait 2 minutes and try again.");
    expect(signInWaitMessage(20)).toBe("Too many failed sign-in attempts. Please wait 20 seconds and try again.");
    const page = requestRefusedPage(site, 413, tooLargeFor("/contact").message, "/contact");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(REQUEST_REFUSED.titles[413]!);
    expect(page).toContain(REQUEST_REFUSED.whatToDo[413]!);
    expect(page).toContain(`Go back to Florida Dog Places`);
    const failed = requestRefusedPage(site, 500, REQUEST_REFUSED.serverError, "/");
    expect(failed).toContain(REQUEST_REFUSED.serverError);
    const crossSite = crossSiteFormPage(site, "/contact");
    expect(crossSite).toContain(CROSS_SITE_FORM.title);
    expect(crossSite).toContain(CROSS_SITE_FORM.backLink);
  });

  it("speak Spanish to a Spanish address", () => {
    const tooLarge = oversizedFormCheck("/es/contact");
    expect(tooLarge).toEqual({
      status: 413,
      message: "La solicitud es demasiado grande: esta dirección acepta como máximo 256 KB.",
    });
    const page = requestRefusedPage(site, 413, tooLarge!.message, "/es/contact");
    expect(page).toContain('<html lang="es">');
    expect(page).toContain("Esto es demasiado grande para enviarlo");
    expect(page).toContain("Volver a Florida Dog Places");
    expect(requestRefusedPage(site, 500, REQUEST_REFUSED.serverError, "/es")).toContain(
      "Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.",
    );
    const crossSite = crossSiteFormPage(site, "/es/contact?x=1");
    expect(crossSite).toContain('<html lang="es">');
    expect(crossSite).toContain("Este formulario se envió desde otro sitio");
    expect(tooManyRequestsMessage("es")).toBe("Demasiados intentos. Espera unos minutos y vuelve a intentarlo.");
    expect(signInWaitMessage(120, "es")).toBe(
      "Demasiados intentos fallidos de iniciar sesión. Espera 2 minutos y vuelve a intentarlo.",
    );
    expect(signInWaitMessage(1, "es")).toContain("Espera 1 segundo y");
  });
});
