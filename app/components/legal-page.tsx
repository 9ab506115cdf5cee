// The layout of the legal pages (Privacy, Terms): title, last-updated date and numbered sections.
// The words come from the page's loader, in the page's language (the "content" namespace).
import { Link } from "react-router";
import { useLocalePath } from "~/lib/i18n";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/** The words around the sections, in the page's language. */
export type LegalLabels = {
  /** "Last updated: January 19, 2025", the date written in the page's language. */
  lastUpdated: string;
  sectionsLabel: string;
  contents: string;
  questions: string;
  contactUs: string;
};

export function LegalPage({
  title,
  labels,
  intro,
  sections,
}: {
  title: string;
  labels: LegalLabels;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  const lp = useLocalePath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{labels.lastUpdated}</p>
      <div className="mt-6 text-slate-700">{intro}</div>
      <nav aria-label={labels.sectionsLabel} className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="font-semibold">{labels.contents}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-4">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">{s.body}</div>
        </section>
      ))}
      <p className="mt-12 text-slate-700">
        {labels.questions}{" "}
        <Link to={lp("/contact")} className="text-brand-700 font-medium underline">
          {labels.contactUs}
        </Link>
        .
      </p>
    </article>
  );
}
