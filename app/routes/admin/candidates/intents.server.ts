// What the Candidates queue's forms do, one handler per intent. The queue: publish the ticked clean
// rows, import a newer extract. A candidate's page: accept it through the location form, link it to
// a place already listed, reject it with a reason, mark an upstream change seen. A decision someone
// else made first, a missing row or place and the farmers-market refusal are answered as messages.
import { redirect } from "react-router";
import { isCsvFile } from "~/lib/csv-changes";
import { notify, replyTo } from "~/lib/forms";
import {
  CandidateSchema,
  LinkCandidateSchema,
  OpenDataUploadSchema,
  RejectCandidateSchema,
  SelectionSchema,
} from "~/lib/candidates";
import { CANDIDATE_REJECT_REASONS } from "~/lib/open-data";
import { RowSchema } from "~/lib/schemas";
import { intent, type AdminGiven, type IntentHandler } from "~/server/domain/intents.server";
import { locationFormSchema } from "~/server/domain/location-form.server";
import { importOpenData } from "~/server/domain/open-data/import.server";
import {
  CandidateDecisionError,
  acceptCandidate,
  acceptSelection,
  dismissChange,
  linkCandidate,
  rejectCandidate,
} from "~/server/domain/open-data/publish.server";
import { OPEN_DATA_MAX_BYTES, OpenDataFileError } from "~/server/domain/open-data/read.server";

const IMPORT_FAILED = "Import failed";

/** The answer to a decision refused by its rules: someone decided first, the row or place is gone. */
function refused(failure: string, error: unknown) {
  if (!(error instanceof CandidateDecisionError)) throw error;
  return notify({ ok: false, message: failure, detail: error.message }, 409);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const QUEUE_INTENTS: Record<string, IntentHandler<AdminGiven>> = {
  "publish-selected": intent({
    schema: SelectionSchema,
    failure: "Nothing was published",
    async handle({ ids }, { db, admin }) {
      const { published, skipped } = await acceptSelection(db, ids, admin);
      const detail = skipped.length
        ? `Not published: ${skipped.map((s) => `${s.name ?? "a row"} (${s.reason})`).join("; ")}.`
        : undefined;
      return notify(
        {
          ok: published.length > 0,
          message: published.length ? `Published ${plural(published.length, "place")}` : "Nothing was published",
          ...(detail ? { detail } : {}),
        },
        published.length ? 200 : 409,
      );
    },
  }),
  import: intent({
    schema: OpenDataUploadSchema,
    failure: IMPORT_FAILED,
    async handle({ source, file }, { db, admin }) {
      if (!isCsvFile(file))
        return notify({ ok: false, message: IMPORT_FAILED, detail: "Choose a CSV file (.csv)." }, 400);
      if (file.size > OPEN_DATA_MAX_BYTES)
        return notify(
          {
            ok: false,
            message: IMPORT_FAILED,
            detail: `The file is larger than ${OPEN_DATA_MAX_BYTES / 1024 / 1024} MB.`,
          },
          413,
        );
      const bytes = new Uint8Array(await file.arrayBuffer());
      // A CSV is text: a NUL byte means a binary file with a .csv name.
      if (bytes.subarray(0, 8192).includes(0))
        return notify({ ok: false, message: IMPORT_FAILED, detail: "The file is not a CSV text file." }, 400);
      let report;
      try {
        report = await importOpenData(db, source, { name: file.name, bytes }, admin.id);
      } catch (error) {
        if (!(error instanceof OpenDataFileError)) throw error;
        return notify(
          { ok: false, message: IMPORT_FAILED, detail: `${file.name}: ${error.message} Nothing was written.` },
          400,
        );
      }
      // The report has its own address: it survives a reload and a form sent without JavaScript.
      throw redirect(`/admin/candidates?report=${report.importId}${report.sameFile ? "&same=1" : ""}`);
    },
  }),
};

const PUBLISH_FAILED = "Failed to publish the candidate";

export const CANDIDATE_INTENTS: Record<string, IntentHandler<AdminGiven>> = {
  accept: intent({
    schema: async ({ db }) => (await locationFormSchema(db)).safeExtend(RowSchema.shape),
    failure: PUBLISH_FAILED,
    invalid: "Please correct the highlighted fields.",
    async handle({ id, ...place }, { db, admin, submission }) {
      try {
        const row = await acceptCandidate(db, id, place, admin);
        return replyTo(submission, { notice: { ok: true, message: `Published "${row.name}"` } });
      } catch (error) {
        if (!(error instanceof CandidateDecisionError)) throw error;
        const detail = error.message;
        return replyTo(submission, {
          notice: { ok: false, message: PUBLISH_FAILED, detail },
          formErrors: [detail],
          status: 409,
        });
      }
    },
  }),
  link: intent({
    schema: LinkCandidateSchema,
    failure: "Failed to link the candidate",
    async handle({ id, locationId }, { db, admin }) {
      try {
        const place = await linkCandidate(db, id, locationId, admin);
        return notify({ ok: true, message: `Linked to "${place.name}"` });
      } catch (error) {
        return refused("Failed to link the candidate", error);
      }
    },
  }),
  reject: intent({
    schema: RejectCandidateSchema,
    failure: "Failed to reject the candidate",
    async handle({ id, reason }, { db, admin }) {
      try {
        await rejectCandidate(db, id, reason, admin);
      } catch (error) {
        return refused("Failed to reject the candidate", error);
      }
      const label = CANDIDATE_REJECT_REASONS.find((r) => r.value === reason)!.label;
      return notify({ ok: true, message: "Candidate rejected", detail: label });
    },
  }),
  dismiss: intent({
    schema: CandidateSchema,
    failure: "Failed to mark the change seen",
    async handle({ id }, { db, admin }) {
      try {
        await dismissChange(db, id, admin);
      } catch (error) {
        return refused("Failed to mark the change seen", error);
      }
      return notify({ ok: true, message: "Change marked seen" });
    },
  }),
};
