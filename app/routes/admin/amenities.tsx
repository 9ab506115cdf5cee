import { useState } from "react";
import { data, useFetcher } from "react-router";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/amenities";
import { GeneralErrorBoundary } from "~/root";
import { AmenityForm, type AmenityFormResult } from "~/components/admin-amenity-form";
import { useResultToast, type ActionResult } from "~/components/admin-feedback";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { parseAmenityForm } from "~/lib/amenity-schema";
import { BRAND } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import { formatDate } from "~/lib/utils";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import {
  amenityNameTaken,
  createAmenity,
  deleteAmenity,
  listAmenities,
  updateAmenity,
  type AmenityRow,
} from "~/server/queries/amenities.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Amenities - Admin Panel | ${BRAND}`,
    description: "Manage the amenities places can list.",
    path: "/admin/amenities",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { amenities: await listAmenities(await getDb()) };
}

const IdSchema = z.uuid();

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const db = await getDb();

  if (intent === "delete") {
    const id = IdSchema.safeParse(formData.get("id"));
    const deleted = id.success ? await deleteAmenity(db, id.data) : null;
    if (!deleted) return data<ActionResult>({ ok: false, message: "Failed to delete amenity" }, { status: 404 });
    return data<ActionResult>({ ok: true, message: "Amenity deleted successfully" });
  }

  if (intent === "update") {
    const id = IdSchema.safeParse(formData.get("id"));
    // The name never changes: whatever was sent for it is ignored, the stored one is checked instead.
    const stored = id.success ? (await listAmenities(db)).find((a) => a.id === id.data) : undefined;
    if (!stored) return data<ActionResult>({ ok: false, message: "Failed to update amenity" }, { status: 404 });
    formData.set("name", stored.name);
    const { values, data: input, errors } = parseAmenityForm(formData);
    if (errors || !input) {
      return data<AmenityFormResult>(
        { ok: false, message: "Failed to update amenity", errors: errors ?? {}, values },
        { status: 400 },
      );
    }
    await updateAmenity(db, stored.id, input);
    return data<AmenityFormResult>({ ok: true, message: "Amenity updated successfully" });
  }

  if (intent === "create") {
    const { values, data: input, errors } = parseAmenityForm(formData);
    if (errors || !input) {
      return data<AmenityFormResult>(
        { ok: false, message: "Failed to create amenity", errors: errors ?? {}, values },
        { status: 400 },
      );
    }
    const created = (await amenityNameTaken(db, input.name)) ? null : await createAmenity(db, input);
    if (!created) {
      return data<AmenityFormResult>(
        {
          ok: false,
          message: "Failed to create amenity",
          errors: { name: ["An amenity with this name already exists"] },
          values,
        },
        { status: 400 },
      );
    }
    return data<AmenityFormResult>({ ok: true, message: "Amenity created successfully" });
  }

  return data<ActionResult>({ ok: false, message: "Unknown action" }, { status: 400 });
}

const EMPTY = { name: "", display_name: "", description: "", icon: "" };

// Rows share one delete fetcher, read here too: a deleted row is gone before it could say so.
const DELETE_FETCHER = "delete-amenity";

export default function AdminAmenities({ loaderData }: Route.ComponentProps) {
  useResultToast(useFetcher<ActionResult>({ key: DELETE_FETCHER }));
  const { amenities } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="amenities-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="amenities-heading" className="text-xl font-semibold">
          Amenities
        </h2>
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden="true" />
              Add Amenity
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Add New Amenity</DialogTitle>
              <DialogDescription>Fields marked * are required.</DialogDescription>
            </DialogHeader>
            <AmenityForm defaultValues={EMPTY} onSaved={() => setAdding(false)} />
          </DialogContent>
        </Dialog>
      </div>
      <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Amenities, ordered by display name</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Display Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Description
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Icon
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Created
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Actions
              </th>
            </tr>
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
  const deleter = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-4 py-3 font-mono text-xs">{amenity.name}</td>
      <td className="px-4 py-3 font-medium">{amenity.displayName}</td>
      <td className="px-4 py-3 text-slate-700">{amenity.description ?? "—"}</td>
      <td className="px-4 py-3 font-mono text-xs">{amenity.icon ?? "—"}</td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(amenity.createdAt)}</td>
      <td className="px-4 py-3">
        <div className="flex gap-2">
          <Dialog open={editing} onOpenChange={setEditing}>
            <DialogTrigger asChild>
              <Button variant="outline" size="icon" aria-label={`Edit ${amenity.displayName}`} title="Edit">
                <Pencil aria-hidden="true" />
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Edit Amenity</DialogTitle>
                <DialogDescription>{amenity.displayName}</DialogDescription>
              </DialogHeader>
              <AmenityForm
                amenityId={amenity.id}
                defaultValues={{
                  name: amenity.name,
                  display_name: amenity.displayName,
                  description: amenity.description ?? "",
                  icon: amenity.icon ?? "",
                }}
                onSaved={() => setEditing(false)}
              />
            </DialogContent>
          </Dialog>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="outline"
                size="icon"
                className="text-red-700"
                aria-label={`Delete ${amenity.displayName}`}
                title="Delete"
                disabled={deleter.state !== "idle"}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete {amenity.displayName}?</AlertDialogTitle>
                <AlertDialogDescription>Are you sure you want to delete this amenity?</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() => deleter.submit({ intent: "delete", id: amenity.id }, { method: "post" })}
                >
                  Delete
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </td>
    </tr>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
