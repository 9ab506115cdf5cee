// Photo uploads and removals for the location form (JSON, administrators only). An upload is
// remembered until a place uses it; a removal only deletes photos no place shows (a removed photo
// of a saved place goes when the form is saved: decision 0013, "Photos never break").
import { data } from "react-router";
import { adminApiUser } from "~/server/domain/admin-api.server";
import { discardUnusedPhotos, processUpload } from "~/server/domain/photos.server";
import { Refusal } from "~/server/domain/refusal.server";
import { StorageUnavailableError } from "~/server/infra/storage.server";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "~/lib/photos";
import type { Route } from "./+types/photos";
import { requestDb } from "~/server/domain/request-context.server";
import { formOf, isStreamedForm } from "~/server/domain/uploaded-form.server";
import type { Db } from "~/server/infra/db.server";

/** Room for the multipart envelope and the slug field around a 5 MB file. */
const MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** Reads the body, giving up as soon as it grows past the limit, whatever Content-Length said. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readForm(request: Request): Promise<FormData | null> {
  // The production server streamed it to disk already, within the same limit (decision 0048).
  if (isStreamedForm(request)) return formOf(request);
  const contentType = request.headers.get("content-type") ?? "";
  const body = await readCapped(request, MAX_BODY_BYTES);
  if (body === null) return null;
  return new Response(body, { headers: { "content-type": contentType } }).formData();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request, context);
  if (denied) return denied;
  return data({ error: "Not found" }, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { denied } = await adminApiUser(request, context);
  if (denied) return denied;

  if (request.method === "DELETE") {
    return removePhotos(requestDb(context), new URL(request.url).searchParams.getAll("url"));
  }
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });

  let form: FormData | null;
  try {
    form = await readForm(request);
  } catch {
    return data({ error: PHOTO_MESSAGES.notImage }, { status: 400 });
  }
  if (!form) return data({ error: PHOTO_MESSAGES.tooLarge }, { status: 413 });

  if (form.get("intent") === "delete") return removePhotos(requestDb(context), form.getAll("url").map(String));

  const file = form.get("file");
  if (!(file instanceof Blob)) return data({ error: PHOTO_MESSAGES.notImage }, { status: 400 });
  try {
    const photo = await processUpload(requestDb(context), file, String(form.get("slug") ?? ""));
    return data({ url: photo.url }, { status: 201 });
  } catch (error) {
    // The administration is in English: the refusal's own message.
    if (error instanceof Refusal) return data({ error: error.message }, { status: error.status });
    // A failure of ours, not the administrator's: logged, and told apart when the bucket did not answer.
    console.error("[photos] upload failed", error);
    if (error instanceof StorageUnavailableError)
      return data({ error: PHOTO_MESSAGES.storageUnavailable }, { status: 503 });
    return data({ error: PHOTO_MESSAGES.uploadFailed }, { status: 500 });
  }
}

async function removePhotos(db: Db, urls: string[]) {
  const sent = urls.filter(Boolean);
  if (!sent.length || sent.length > 100) return data({ error: "Failed to remove photo" }, { status: 400 });
  try {
    const removed = await discardUnusedPhotos(db, sent);
    return data({ ok: true, removed });
  } catch (error) {
    console.error("[photos] removal failed", error);
    return data({ error: "Failed to remove photo" }, { status: error instanceof StorageUnavailableError ? 503 : 500 });
  }
}
