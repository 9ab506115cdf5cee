// A submission opened in the location form: what it said, with what is missing left empty, and
// "Approve with these details" publishing what the form holds (intent `approve-edited`).
import { useState } from "react";
import { Pencil } from "lucide-react";
import { LocationDialog } from "~/components/location-dialog";
import { LocationForm } from "~/components/location-form";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pointFromMapUrl } from "~/lib/geo";
import { submittedTexts } from "~/lib/place-fields";
import { ruleLines } from "~/lib/rules";
import { DECISION_NOTE } from "~/lib/schemas";
import { PLACE_DEFAULTS } from "~/lib/vocabulary";
import type { ReviewSubmission } from "~/server/queries/submissions.server";

// The edit-and-approve forms share one fetcher, read by the page too: an approved card leaves the list.
export const APPROVE_FETCHER = "approve-edited";

export type AmenityOption = { name: string; displayName: string };

export const OPTIONAL_NOTES = "Admin Notes (optional)";

/** The location form as the submission would publish it; what was not said stays empty. */
function submissionFormValues(submission: ReviewSubmission) {
  const point = pointFromMapUrl(submission.mapUrl);
  return {
    name: submission.name,
    category: submission.category,
    region: PLACE_DEFAULTS.region,
    city: submission.city,
    county: submission.county ?? "",
    address: submission.address ?? "",
    zip: submission.zip ?? "",
    phone: submission.phone ?? "",
    lat: point ? String(point.lat) : "",
    lng: point ? String(point.lng) : "",
    leashPolicy: submission.leashPolicy,
    fees: submission.fees ?? "",
    ...Object.fromEntries(Object.entries(submittedTexts(submission)).map(([key, value]) => [key, value ?? ""])),
    rules: ruleLines(submission.rules),
    amenities: submission.amenities,
    imageUrl: submission.imageUrl ?? "",
    mapUrl: submission.mapUrl ?? "",
    status: "open",
  };
}

export function EditAndApprove({
  submission,
  amenities,
}: {
  submission: ReviewSubmission;
  amenities: AmenityOption[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <LocationDialog
      open={open}
      onOpenChange={setOpen}
      title="Edit and Approve"
      description={
        <>
          {submission.name}, submitted by {submission.submitterName}. Complete what is missing (fields marked * are
          required); what the submitter did not say stays empty.
          {submission.dogHoursNote ? (
            <span className="mt-1 block">When dogs are allowed, in their words: {submission.dogHoursNote}</span>
          ) : null}
        </>
      }
      trigger={
        <Button variant="outline" aria-label={`Edit and approve ${submission.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {(requestClose) => (
        <LocationForm
          amenities={amenities}
          submitLabel="Approve with these details"
          fetcherKey={APPROVE_FETCHER}
          intent="approve-edited"
          startWith={{ formId: `approve-${submission.id}`, values: submissionFormValues(submission) }}
          onSaved={() => setOpen(false)}
          onCancel={requestClose}
        >
          <input type="hidden" name="id" value={submission.id} />
          <div className="mt-4 flex flex-col gap-1.5">
            <Label htmlFor={`edit-notes-${submission.id}`}>{OPTIONAL_NOTES}</Label>
            <Textarea id={`edit-notes-${submission.id}`} name="adminNotes" maxLength={DECISION_NOTE} />
          </div>
        </LocationForm>
      )}
    </LocationDialog>
  );
}
