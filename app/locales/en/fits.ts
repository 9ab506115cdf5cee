// English texts of the "fits" namespace: "fits my dogs", the verdict's heading and its reasons,
// as app/lib/fits/words.ts writes them, and the "My dogs" page (app/lib/fits/page-words.ts) and the lists' filter (app/lib/fits/filter-words.ts).
import { FITS_FILTER_WORDS } from "~/lib/fits/filter-words";
import { DOGS_PAGE_WORDS } from "~/lib/fits/page-words";
import { FITS_WORDS } from "~/lib/fits/words";

export default { ...FITS_WORDS, page: DOGS_PAGE_WORDS, filter: FITS_FILTER_WORDS };
