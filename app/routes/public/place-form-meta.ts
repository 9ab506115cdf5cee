// The meta tags of a form about one place (report a change, write a review): the page's title in the
// visitor's language, its address, never indexed; a place that is not found gets the not-found title.
import { notFoundMeta } from "~/lib/place-i18n";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";

type FormPage = { seo: { title: string; description: string }; place: { slug: string } };

export function placeFormMeta(form: "report" | "review") {
  return ({
    data,
    matches,
    error,
  }: {
    data: FormPage | undefined;
    matches: Parameters<typeof seoMeta>[0];
    error?: unknown;
  }) => {
    if (!data) return notFoundMeta(error);
    return seoMeta(matches, {
      title: `${data.seo.title} | ${BRAND}`,
      description: data.seo.description,
      path: `/${form}/${data.place.slug}`,
      noindex: true,
    });
  };
}
