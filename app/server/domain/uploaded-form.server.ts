// The form of an upload route, as the production server streamed it to disk (app/server/http/
// upload-body.server.ts): its files are read from the temporary store when a route asks for them,
// never held whole in memory while the body arrives. Without that server (development, tests
// calling an action) the request's own body is parsed as before.

/** Names the streamed form of a request; the server removes any value a client sent itself. */
export const UPLOAD_HEADER = "x-fdp-upload";

const streamed = new Map<string, FormData>();

/** Keeps `form` under `id` until `forget(id)` (the server forgets it once the answer is sent). */
export function keepStreamedForm(id: string, form: FormData) {
  streamed.set(id, form);
  return () => void streamed.delete(id);
}

/** The request's form: the one the server streamed to disk, or its body parsed. */
export async function formOf(request: Request): Promise<FormData> {
  const id = request.headers.get(UPLOAD_HEADER);
  const form = id ? streamed.get(id) : undefined;
  return form ?? request.formData();
}

/** Whether the server already streamed this request's form (its body is gone from the request). */
export function isStreamedForm(request: Request) {
  const id = request.headers.get(UPLOAD_HEADER);
  return Boolean(id && streamed.has(id));
}
