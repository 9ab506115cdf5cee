// The Candidates tab's import: the form that takes a newer extract of a source, and the report of an
// import (new, changed with the tags that changed, gone upstream, unchanged, refused, then the word
// on each row that needed one).
import type { OpenDataReport } from "~/server/domain/open-data/import.server";
import { Form, Link } from "react-router";
import { Upload } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { LabelledSelect } from "~/components/labelled-select";
import { formatDate } from "~/lib/dates";
import { OPEN_DATA_SOURCES, openDataSource, upstreamName, type OpenDataSource } from "~/lib/open-data";

/** The most row messages a report lists; the rest are counted. */
const MESSAGES_SHOWN = 500;

/** An import's report as the tab keeps it: the importer's, with its id and date. */
type Report = Omit<OpenDataReport, "importId"> & { id: string; createdAt: Date };

export function ImportReport({ report }: { report: Report }) {
  const changed = Object.entries(report.changedTags);
  const shown = report.messages.slice(0, MESSAGES_SHOWN);
  return (
    <section aria-labelledby="import-report-heading" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 id="import-report-heading" className="text-lg font-semibold">
        Import report: {report.fileName}
      </h3>
      <p className="text-sm text-slate-700">
        {openDataSource(report.source).label}, imported {formatDate(report.createdAt)}: {report.rows} rows read.
      </p>
      {report.sameFile ? (
        <Alert tone="info" className="mt-3">
          This file is the source&apos;s last import, byte for byte: nothing was written again.
        </Alert>
      ) : null}
      <ul aria-label="Import summary" className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>{report.created} new</li>
        <li>{report.changed} changed</li>
        <li>{report.gone} gone upstream</li>
        <li>{report.unchanged} unchanged</li>
        <li>{report.refused} refused</li>
      </ul>
      {changed.length ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">Changed upstream</h4>
          <ul aria-label="Changed upstream" className="mt-1 list-disc pl-5 text-sm">
            {changed.map(([id, tags]) => (
              <li key={id}>
                {upstreamName(report.source, id, null)}: {tags.join(", ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {shown.length ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">Rows refused or kept with a warning</h4>
          <ul aria-label="Row messages" className="mt-1 list-disc pl-5 text-sm">
            {shown.map((m, i) => (
              <li key={`${m.line}-${i}`}>
                Line {m.line}
                {m.id ? ` (id ${m.id})` : ""}: {m.message}
              </li>
            ))}
          </ul>
          {report.messages.length > shown.length ? (
            <p className="mt-1 text-sm text-slate-700">
              and {report.messages.length - shown.length} more rows with a message.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

type ImportSummary = { id: string; source: OpenDataSource; fileName: string; createdAt: Date };

export function ImportForm({ imports, busy }: { imports: ImportSummary[]; busy: boolean }) {
  return (
    <Card className="mt-10">
      <CardHeader>
        <CardTitle>Import a newer extract</CardTitle>
        <CardDescription>
          A CSV file of the same shape as the source&apos;s file in vendor/open-data/ (see its README). Rows are matched
          by their upstream id: new ones wait here, changed ones keep their decision and show the change, rows no longer
          in the file are flagged as gone upstream, never deleted. The same can be run on the server with{" "}
          <code>npm run open-data -- import &lt;source&gt; &lt;file.csv&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="import" />
          <LabelledSelect
            id="open-data-source"
            label="Source"
            name="source"
            options={OPEN_DATA_SOURCES}
            prompt="Choose a source"
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="open-data-file">CSV file</Label>
            <input
              id="open-data-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="focus-visible:outline-brand-600 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
            />
          </div>
          <Button type="submit" disabled={busy}>
            <Upload aria-hidden="true" />
            Import file
          </Button>
        </Form>
        {imports.length ? (
          <div>
            <h3 className="text-sm font-semibold">Recent imports</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {imports.map((i) => (
                <li key={i.id}>
                  <Link to={`/admin/candidates?report=${i.id}`} className="text-brand-800 underline">
                    {i.fileName}
                  </Link>{" "}
                  ({openDataSource(i.source).label}, {formatDate(i.createdAt)})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
