// What the Locations tab's forms do, one handler per intent: create, update and delete a place,
// save its Spanish texts, and restore a field from its history.
import { notify, replyTo, replyToDelete } from "~/lib/forms";
import { RestoreSchema, RowSchema } from "~/lib/schemas";
import { locationFormSchema } from "~/server/domain/location-form.server";
import { intent } from "~/server/domain/intents.server";
import { deleteStoredPhotos } from "~/server/domain/photos.server";
import {
  createLocation,
  deleteLocation,
  restoreLocationField,
  updateLocation,
} from "~/server/queries/location-admin.server";
import { PlaceTranslationSchema, savePlaceTranslationForm } from "~/server/domain/place-texts.server";

const FAILED = { create: "Failed to create location", update: "Failed to update location" } as const;
const HIGHLIGHTED = "Please correct the highlighted fields.";

export const LOCATION_INTENTS = {
  create: intent({
    schema: ({ db }) => locationFormSchema(db),
    failure: FAILED.create,
    invalid: HIGHLIGHTED,
    async handle(input, { db, admin, submission }) {
      await createLocation(db, input, admin);
      return replyTo(submission, { notice: { ok: true, message: "Location created successfully" } });
    },
  }),
  update: intent({
    schema: async ({ db }) => (await locationFormSchema(db)).safeExtend(RowSchema.shape),
    failure: FAILED.update,
    invalid: HIGHLIGHTED,
    async handle({ id, ...input }, { db, admin, submission }) {
      const updated = await updateLocation(db, id, input, admin);
      if (!updated) {
        const gone = "That location no longer exists.";
        return replyTo(submission, {
          notice: { ok: false, message: FAILED.update, detail: gone },
          formErrors: [gone],
          status: 404,
        });
      }
      await removePhotos(updated.previousPhotos.filter((url) => !input.photos.includes(url)));
      return replyTo(submission, { notice: { ok: true, message: "Location updated successfully" } });
    },
  }),
  delete: intent({
    schema: RowSchema,
    failure: "Failed to delete location",
    handle: ({ id }, { db, admin }) =>
      replyToDelete(
        id,
        "location",
        (row) => deleteLocation(db, row, admin),
        (row) => removePhotos(row.photos),
      ),
  }),
  translate: intent({
    schema: PlaceTranslationSchema,
    failure: "Failed to save the Spanish texts",
    async handle(input, { db, admin, submission }) {
      const changed = await savePlaceTranslationForm(db, input, admin);
      if (!changed) {
        const gone = "That location no longer exists.";
        return replyTo(submission, {
          notice: { ok: false, message: "Failed to save the Spanish texts", detail: gone },
          formErrors: [gone],
          status: 404,
        });
      }
      const message = changed.length ? "Spanish texts saved" : "No changes to save";
      return replyTo(submission, { notice: { ok: true, message } });
    },
  }),
  restore: intent({
    schema: RestoreSchema,
    failure: "Could not restore",
    async handle({ event, field }, { db, admin }) {
      const restored = event ? await restoreLocationField(db, event, field, admin) : null;
      if (!restored?.ok)
        return notify({ ok: false, message: "Could not restore", detail: "That change is not in the history." }, 404);
      return notify({ ok: true, message: `Restored ${restored.label}` });
    },
  }),
};

/** Stored files of removed photos go too; a failure here is logged, the place is already saved. */
async function removePhotos(urls: string[]) {
  if (!urls.length) return;
  try {
    await deleteStoredPhotos(urls);
  } catch (error) {
    console.warn("[admin] could not remove stored photos", error);
  }
}
