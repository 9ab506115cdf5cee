import { useState } from "react";
import { useFetcher } from "react-router";
import { Pencil, Plus } from "lucide-react";
import type { Route } from "./+types/amenities";
import { tabMeta } from "./tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { AmenityForm } from "~/components/admin-amenity-form";
import { useNoticeToast } from "~/components/notice";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Button } from "~/components/ui/button";
import { TitledDialog } from "~/components/ui/dialog";
import { TabHeading } from "~/components/tab-heading";
import { HeadingRow } from "~/components/ui/table";
import { notify, replyTo, replyToDelete, type ActionReply } from "~/lib/forms";
import { AmenitySchema, AmenityUpdateSchema, RowSchema } from "~/lib/schemas";
import { formatDate } from "~/lib/dates";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent, intent } from "~/server/domain/intents.server";
import {
  createAmenity,
  deleteAmenity,
  listAmenities,
  updateAmenity,
  type AmenityRow,
} from "~/server/queries/amenities.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = tabMeta("/admin/amenities");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { amenities: await listAmenities(requestDb(context)) };
}

const FAILED = {
  create: "Failed to create amenity",
  update: "Failed to update amenity",
  delete: "Failed to delete amenity",
} as const;

const AMENITY_INTENTS = {
  create: intent({
    schema: AmenitySchema,
    failure: FAILED.create,
    async handle(value, { db, admin, submission }) {
      // The insert itself refuses a taken name, so two admins creating one name at once get one amenity.
      if (!(await createAmenity(db, value, admin))) {
        return replyTo(submission, {
          notice: { ok: false, message: FAILED.create },
          fieldErrors: { name: ["An amenity with this name already exists"] },
          status: 400,
        });
      }
      return replyTo(submission, { notice: { ok: true, message: "Amenity created successfully" } });
    },
  }),
  update: intent({
    schema: AmenityUpdateSchema,
    failure: FAILED.update,
    async handle({ id, ...value }, { db, admin, submission }) {
      if (!(await updateAmenity(db, id, value, admin))) return notify({ ok: false, message: FAILED.update }, 404);
      return replyTo(submission, { notice: { ok: true, message: "Amenity updated successfully" } });
    },
  }),
  delete: intent({
    schema: RowSchema,
    failure: FAILED.delete,
    handle: ({ id }, { db, admin }) => replyToDelete(id, "amenity", (row) => deleteAmenity(db, row, admin)),
  }),
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, AMENITY_INTENTS);
}

const COLUMNS = ["Name", "Display Name", "Description", "Icon", "Created", "Actions"];

// Rows share one delete fetcher, read here too: a deleted row is gone before it could say so.
const DELETE_FETCHER = "delete-amenity";

export default function AdminAmenities({ loaderData }: Route.ComponentProps) {
  useNoticeToast(useFetcher<ActionReply>({ key: DELETE_FETCHER }));
  const { amenities } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="amenities-heading">
      <TabHeading id="amenities-heading" title="Amenities">
        <TitledDialog
          open={adding}
          onOpenChange={setAdding}
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add Amenity
            </Button>
          }
          title="Add New Amenity"
          description="Fields marked * are required."
        >
          <AmenityForm onSaved={() => setAdding(false)} />
        </TitledDialog>
      </TabHeading>
      <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Amenities, ordered by display name</caption>
          <thead className="bg-slate-50 text-slate-700">
            <HeadingRow cellClassName="px-4 py-3 font-medium" columns={COLUMNS} />
          </thead>
          <tbody>
            {amenities.map((amenity) => (
              <AmenityRowView key={amenity.id} amenity={amenity} />
            ))}
          </tbody>
        </table>
        {amenities.length === 0 ? <p className="p-6 text-center text-slate-700">No amenities yet.</p> : null}
      </div>
    </section>
  );
}

function AmenityRowView({ amenity }: { amenity: AmenityRow }) {
  const [editing, setEditing] = useState(false);
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-4 py-3 font-mono text-xs">{amenity.name}</td>
      <td className="px-4 py-3 font-medium">{amenity.displayName}</td>
      <td className="px-4 py-3 text-slate-700">{amenity.description ?? "—"}</td>
      <td className="px-4 py-3 font-mono text-xs">{amenity.icon ?? "—"}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(amenity.createdAt)}</td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <TitledDialog
            open={editing}
            onOpenChange={setEditing}
            trigger={
              <Button variant="outline" size="icon" aria-label={`Edit ${amenity.displayName}`} title="Edit">
                <Pencil aria-hidden="true" />
              </Button>
            }
            title="Edit Amenity"
            description={amenity.displayName}
          >
            <AmenityForm amenity={amenity} onSaved={() => setEditing(false)} />
          </TitledDialog>
          <ConfirmDelete
            fetcherKey={DELETE_FETCHER}
            id={amenity.id}
            name={amenity.displayName}
            question="Are you sure you want to delete this amenity?"
            compact
          />
        </div>
      </td>
    </tr>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
