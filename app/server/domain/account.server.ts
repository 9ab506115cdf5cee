// A person's control over their own account (decision 0029): the display name, the password, the
// export of everything the site holds about them, and deleting the account in one transaction with
// the e-mail that confirms it.
import { placePath } from "~/lib/vocabulary";
import { inTransaction, type Db } from "../infra/db.server";
import { getStorage, type PhotoStorage } from "../infra/storage.server";
import {
  accountRecords,
  deleteAccountRows,
  findPasswordHash,
  findProfile,
  setDisplayName,
} from "../queries/account.server";
import { forwardCookies, getAuth } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { accountDeletedMail } from "./notifications.server";
import { findLocaleOf } from "../queries/users.server";
import { findDogsRow } from "../queries/dogs.server";
import { sendStoredMail, storeMail } from "./outbox.server";
import { deleteStoredPhotos } from "./photos.server";
import { Refusal } from "./refusal.server";

/** Whether `password` is the account's: "none" when the account has no password (social sign-in only). */
export async function checkAccountPassword(db: Db, userId: string, password: string) {
  const hash = await findPasswordHash(db, userId);
  if (!hash) return "none" as const;
  const auth = await (await getAuth()).$context;
  return (await auth.password.verify({ hash, password })) ? ("ok" as const) : ("wrong" as const);
}

/** A new display name for the account, or none (null): the name rules (`displayName`) were checked by the caller. */
export async function changeDisplayName(db: Db, userId: string, name: string | null) {
  if (!(await setDisplayName(db, userId, name))) throw new Refusal("account:account.alreadyDeleted", { status: 404 });
}

/**
 * A new password for the signed-in account of `request`, the current one checked by Better Auth on
 * the server: every other session is ended, and this browser gets a new one (the Set-Cookie headers
 * answered).
 */
export async function changeAccountPassword(
  request: Request,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  if (isCommonPassword(newPassword)) throw new Refusal("account:account.passwordTooCommon", { field: "newPassword" });
  const auth = await getAuth(request);
  const response = await auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (response.ok) return forwardCookies(response);
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code === "INVALID_PASSWORD")
    throw new Refusal("account:account.wrongPassword", { field: "currentPassword" });
  if (body?.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") throw new Refusal("account:account.noPassword");
  if (response.status === 401) throw new Refusal("account:account.alreadyDeleted", { status: 404 });
  if (response.status < 500) throw new Refusal("account:account.passwordNotChanged");
  throw new Error(`[account] Better Auth refused a password change: ${response.status} ${body?.code ?? ""}`);
}

/** An address on the site, absolute: a photo stored locally is a path, one in object storage a URL. */
const absolute = (url: string, site: string) => new URL(url, site).toString();

/**
 * Everything the site holds about the account, as the JSON file "Download my data" gives: the
 * profile, submissions, reports, reviews with their photos' addresses, reports of reviews, lists with
 * their places and notes, and the sessions (when and from where, never their tokens). No password
 * hash, no other person's data. Null when the account no longer exists.
 */
export async function exportAccount(db: Db, userId: string, site: string) {
  const profile = await findProfile(db, userId);
  if (!profile) return null;
  const records = await accountRecords(db, userId);
  const where = (p: { placeName: string; placeSlug: string; placeCategory: string }) => ({
    name: p.placeName,
    path: placePath({ category: p.placeCategory, slug: p.placeSlug }),
  });
  return {
    site,
    exportedAt: new Date().toISOString(),
    profile,
    submissions: records.submissions.map(({ placeSlug, placeCategory, ...s }) => ({
      ...s,
      listedAt: placeSlug && placeCategory ? placePath({ category: placeCategory, slug: placeSlug }) : null,
    })),
    reports: records.reports.map(({ placeName, placeSlug, placeCategory, ...r }) => ({
      place: where({ placeName, placeSlug, placeCategory }),
      ...r,
    })),
    reviews: records.reviews.map(({ placeName, placeSlug, placeCategory, photos, ...r }) => ({
      place: where({ placeName, placeSlug, placeCategory }),
      ...r,
      photos: photos.map((p) => ({ url: absolute(p.url, site), caption: p.caption, status: p.status })),
    })),
    reviewReports: records.reviewReports.map(({ placeName, placeSlug, placeCategory, ...r }) => ({
      reviewOf: where({ placeName, placeSlug, placeCategory }),
      ...r,
    })),
    lists: records.lists.map((l) => ({
      name: l.name,
      favorites: l.isFavorites,
      visibility: l.visibility,
      updatedAt: l.updatedAt,
      places: l.items.map((i) => ({ ...where(i), city: i.placeCity, note: i.note, addedAt: i.addedAt })),
    })),
    sessions: records.sessions,
    dogs: await findDogsRow(db, userId),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;

/**
 * Deletes the account once its password is given again (decision 0029): one transaction removes its
 * lists, reviews (each place's rating recounted, so its cached pages are dropped), unpublished
 * submissions, sessions, password and the account itself, anonymises what stays as directory facts,
 * and stores the e-mail to the address the account had, so a failed send never loses it. The review
 * photos' files are deleted from storage once that is committed. Answers the address told.
 */
export async function deleteAccount(
  db: Db,
  {
    userId,
    password,
    site,
    storage = getStorage(),
  }: { userId: string; password: string; site: string; storage?: PhotoStorage },
) {
  const check = await checkAccountPassword(db, userId, password);
  if (check === "none") throw new Refusal("account:account.noPassword");
  if (check === "wrong") throw new Refusal("account:account.wrongPassword", { field: "password" });
  const deleted = await inTransaction(db, async (tx) => {
    // The farewell is written in the account's language, read before the account goes.
    const locale = (await findLocaleOf(tx, userId)) ?? "en";
    const rows = await deleteAccountRows(tx, userId);
    if (!rows) return null;
    const mailId = await storeMail(tx, accountDeletedMail(rows.email, site, locale));
    return { ...rows, mailId };
  });
  if (!deleted) throw new Refusal("account:account.alreadyDeleted", { status: 404 });
  sendStoredMail(db, deleted.mailId);
  await deleteStoredPhotos(deleted.photoUrls, storage).catch((error: unknown) =>
    console.error(`[account] could not delete the photos of a deleted account's reviews:`, error),
  );
  return { email: deleted.email };
}
