// How the production server takes in a request's body (decision 0048). A form is read whole: it is
// small (FORM_MAX_BYTES). An upload (a multipart form to a route whose limit is larger: a review's
// photos, the administration's files) is let in only for a person the route would take it from and
// while the upload slots allow, and its files stream to the temporary store on disk
// (infra/upload-spool.server.ts) instead of memory; the route reads them from there (formOf).
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { keepStreamedForm, UPLOAD_HEADER } from "../domain/uploaded-form.server";
import type { SessionUser } from "../domain/request-context.server";
import { openSpool } from "../infra/upload-spool.server";
import {
  bodyLimitFor,
  checkFormBody,
  FORM_MAX_BYTES,
  messagesFor,
  tooLargeFor,
  type Refusal,
} from "./http-guard.server";

/** Uploads one address may send at once: a person sends one form at a time, a second tab may add one. */
export const UPLOADS_PER_ADDRESS = 2;
/** Uploads one instance takes in at once (their photos are re-encoded one after another on 2 cores). */
export const UPLOADS_PER_INSTANCE = 4;
/** The wait a refused upload is told before it is sent again. */
const UPLOAD_RETRY_SECONDS = 10;

/** Whether a request is an upload: a multipart form to a route that takes more than a form. */
export function isUpload(pathname: string, contentType: string | undefined) {
  return /^multipart\/form-data/i.test(contentType ?? "") && bodyLimitFor(pathname) > FORM_MAX_BYTES;
}

/** Whether the route at `pathname` takes an upload from `user`: the administration's from administrators. */
export function mayUpload(pathname: string, user: SessionUser | null) {
  if (!user) return false;
  return !/^\/admin(?:[/.]|$)/.test(pathname) || user.role === "admin";
}

/** Counts the uploads under way, per address and in all; `take` answers the release, or who is full. */
export function createUploadSlots(perAddress = UPLOADS_PER_ADDRESS, perInstance = UPLOADS_PER_INSTANCE) {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    take(address: string): (() => void) | "address" | "instance" {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= perAddress) return "address";
      if (total >= perInstance) return "instance";
      byAddress.set(address, mine + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    get inFlight() {
      return total;
    },
  };
}

export type Received =
  /** What the app gets: the body of a form, or none (an upload streamed to disk, or left unread). */
  | { body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string>; done?: () => void }
  | { refusal: Refusal }
  /** The client went away while sending: there is nobody to answer. */
  | { gone: true };

/**
 * The body reader of one server. `uploaderOf` looks up the person signed in on the request from its
 * headers alone, before a byte of an upload is read.
 */
export function createBodyReceiver(uploaderOf: (req: IncomingMessage) => Promise<SessionUser | null>) {
  const slots = createUploadSlots();

  return async function receive(req: IncomingMessage, pathname: string, address: string): Promise<Received> {
    const contentType = req.headers["content-type"] ?? "";
    if (!isUpload(pathname, contentType)) {
      // A form, or anything but a multipart form on an upload route: read whole, so never past a form's size.
      const limit = Math.min(bodyLimitFor(pathname), FORM_MAX_BYTES);
      const tooLarge: Refusal =
        limit === bodyLimitFor(pathname)
          ? tooLargeFor(pathname)
          : { status: 413, message: messagesFor(pathname).tooLarge(limit) };
      const declared = Number(req.headers["content-length"] ?? "0");
      if (Number.isFinite(declared) && declared > limit) return { refusal: tooLarge };
      const body = await readBody(req, limit);
      if (body === null) return { refusal: tooLarge };
      const bad = await checkFormBody(pathname, body, contentType);
      if (bad) return { refusal: bad };
      return { body: body.byteLength ? body : undefined };
    }

    // Somebody the route would refuse (not signed in, not an administrator) sends no upload: the body
    // is read and thrown away as it arrives, and the route answers as it does to them (sign in, 403).
    if (!mayUpload(pathname, await uploaderOf(req))) {
      req.resume();
      return {};
    }
    const release = slots.take(address);
    if (typeof release === "string") {
      const messages = messagesFor(pathname);
      return release === "address"
        ? { refusal: { status: 429, message: messages.uploadsFromAddress, retryAfter: UPLOAD_RETRY_SECONDS } }
        : { refusal: { status: 503, message: messages.uploadsBusy, retryAfter: UPLOAD_RETRY_SECONDS } };
    }
    let streamed: Awaited<ReturnType<typeof streamForm>>;
    try {
      streamed = await streamForm(req, pathname, bodyLimitFor(pathname));
    } catch (error) {
      release();
      throw error;
    }
    if (!("form" in streamed)) {
      release();
      return streamed;
    }
    const id = crypto.randomUUID();
    const forget = keepStreamedForm(id, streamed.form);
    return {
      headers: { [UPLOAD_HEADER]: id },
      done() {
        forget();
        release();
        void streamed.remove();
      },
    };
  };
}

type Entry = { name: string; value: string } | { name: string; file: Promise<File> };

/**
 * Streams a multipart body into a folder of the temporary store: its fields, and its files as
 * `File`s read from disk when asked. Refuses a body past `limit` (413), a broken form and a NUL in a
 * field (400), as `checkFormBody` does for a form; a refused or interrupted upload's folder is
 * removed at once.
 */
export async function streamForm(
  req: IncomingMessage,
  pathname: string,
  limit: number,
): Promise<{ form: FormData; remove: () => Promise<void> } | { refusal: Refusal } | { gone: true }> {
  const messages = messagesFor(pathname);
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fieldSize: FORM_MAX_BYTES, fields: 1000, parts: 1000 },
      defParamCharset: "utf8",
    });
  } catch {
    return { refusal: { status: 400, message: messages.brokenForm } };
  }
  const spool = await openSpool();
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    let settled = false;
    let received = 0;
    let files = 0;

    function fail(outcome: { refusal: Refusal } | { gone: true }) {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      void spool.remove().finally(() => resolve(outcome));
    }

    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) fail({ refusal: tooLargeFor(pathname) });
    });
    req.on("close", () => {
      if (!req.complete) fail({ gone: true });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail({ refusal: tooLargeFor(pathname) });
      if (name.includes("\0") || value.includes("\0")) {
        return fail({ refusal: { status: 400, message: messages.nulCharacter } });
      }
      entries.push({ name, value });
    });
    parser.on("file", (name, stream, info) => {
      if (name.includes("\0")) {
        stream.resume();
        return fail({ refusal: { status: 400, message: messages.nulCharacter } });
      }
      const path = spool.fileFor(files++);
      const type = info.mimeType || "application/octet-stream";
      const file = pipeline(stream, fs.createWriteStream(path)).then(async () => {
        const { size } = await fs.promises.stat(path);
        const bytes = size ? await fs.openAsBlob(path, { type }) : new Blob([], { type });
        return new File([bytes], info.filename ?? "", { type });
      });
      // Looked at once the whole form is in; a refusal before then does not wait for it.
      file.catch(() => undefined);
      entries.push({ name, file });
    });
    for (const event of ["partsLimit", "filesLimit", "fieldsLimit"] as const) {
      parser.on(event, () => fail({ refusal: tooLargeFor(pathname) }));
    }
    parser.on("error", () => fail({ refusal: { status: 400, message: messages.brokenForm } }));
    parser.on("close", () => {
      void (async () => {
        const form = new FormData();
        try {
          for (const entry of entries) {
            if ("value" in entry) form.append(entry.name, entry.value);
            else form.append(entry.name, await entry.file);
          }
        } catch {
          return fail({ refusal: { status: 400, message: messages.brokenForm } });
        }
        if (settled) return;
        settled = true;
        resolve({ form, remove: spool.remove });
      })();
    });
    req.pipe(parser);
  });
}

/** The whole body, or null as soon as it grows past `limit` (whatever Content-Length said). */
export function readBody(req: IncomingMessage, limit: number) {
  return new Promise<Uint8Array<ArrayBuffer> | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    req.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (settled) return;
      if (total > limit) {
        settled = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      const joined = Buffer.concat(chunks);
      resolve(new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.byteLength));
    });
    req.on("error", (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}
