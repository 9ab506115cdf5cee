// The layout of the legal pages (Privacy, Terms): title, last-updated date and numbered sections.
import { Link } from "react-router";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>
      <div className="mt-6 text-slate-700">{intro}</div>
      <nav aria-label="Sections" className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="font-semibold">Contents</h2>
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
        Questions?{" "}
        <Link to="/contact" className="text-brand-700 font-medium underline">
          Contact us
        </Link>
        .
      </p>
    </article>
  );
}

/** Both legal pages carry this date. */
export const LEGAL_UPDATED = "January 19, 2025";
