// Every e-mail the site writes, composed in one place and queued in the outbox: routes say what
// happened, this module says it in words. Queuing never throws at the caller: what the request
// stored stays stored, and a message that cannot be queued is logged.
import { formatDate } from "~/lib/dates";
import { BRAND } from "~/lib/site";
import { ACCOUNT_WORDS, categoryLabel, leashLabel, reportKindLabel, reviewRejectReasonLabel } from "~/lib/vocabulary";
import type { Db } from "../infra/db.server";
import { env } from "../infra/env.server";
import type { Mail } from "../infra/email.server";
import { queueMail } from "./outbox.server";
import { findAdminEmails } from "../queries/users.server";

/** Stores the message in the outbox: true when it was stored. */
async function queue(mail: Mail): Promise<boolean> {
  try {
    await queueMail(mail);
    return true;
  } catch (error) {
    // The database's own error, not the failed query: its parameters are the message, links and all.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    console.error(`[mail] could not queue "${mail.subject}" to ${[mail.to].flat().join(", ")}: ${reason}`);
    return false;
  }
}

export type NewSubmission = {
  id: string;
  name: string;
  category: string;
  city: string;
  county?: string | null;
  leashPolicy: string;
  description: string;
  submitterName: string;
  email: string;
};

/**
 * To the site's contact address and every administrator: a place is waiting for review. `site` is
 * the site's origin for the request (origin.server.ts), as in every message below that links to it.
 */
export async function notifyNewSubmission(db: Db, submission: NewSubmission, site: string) {
  const admins = await findAdminEmails(db).catch(() => [] as string[]);
  return queue({
    to: [...new Set([env().CONTACT_EMAIL, ...admins])],
    replyTo: submission.email,
    subject: `New location submitted for review: ${submission.name}`,
    text: [
      `${submission.submitterName} <${submission.email}> submitted a new location for review.`,
      "",
      `Name: ${submission.name}`,
      `Category: ${categoryLabel(submission.category)}`,
      `City: ${submission.city}${submission.county ? `, ${submission.county} County` : ""}`,
      `Leash policy: ${leashLabel(submission.leashPolicy)}`,
      `Description: ${submission.description}`,
      "",
      `Review it in the admin panel: ${site}/admin`,
      `Submission id: ${submission.id}`,
    ].join("\n"),
  });
}

export type ReviewedSubmission = {
  name: string;
  submitterName: string;
  email: string;
  adminNotes: string | null;
};

/** To the submitter: the place is listed (with its address), or it was not approved. */
export async function notifyReviewResult(
  submission: ReviewedSubmission,
  decision: "approved" | "rejected",
  placePath: string | null,
  site: string,
) {
  // A submission whose account was deleted keeps no address (decision 0029): nobody to tell.
  if (!submission.email) return false;
  const notes = submission.adminNotes ? `\n\nNotes from our team:\n${submission.adminNotes}\n` : "\n";
  const follow = `\nYou can follow your submissions at ${site}/my-submissions\n`;
  return queue(
    decision === "approved"
      ? {
          to: submission.email,
          subject: `"${submission.name}" is now listed on ${BRAND}`,
          text: `Hi ${submission.submitterName},\n\nThank you! We reviewed "${submission.name}" and it is now listed:\n${site}${placePath ?? ""}${notes}${follow}`,
        }
      : {
          to: submission.email,
          subject: `Your submission "${submission.name}" was not approved`,
          text: `Hi ${submission.submitterName},\n\nThank you for submitting "${submission.name}". After review we could not add it to the directory.${notes}${follow}`,
        },
  );
}

export type NewReport = {
  id: string;
  placeName: string;
  placePath: string;
  kind: string;
  text: string;
  sourceUrl: string | null;
  email: string | null;
  accountEmail: string | null;
};

/** To the site's contact address and every administrator: a visitor says a place has changed. */
export async function notifyNewReport(db: Db, report: NewReport, site: string) {
  const admins = await findAdminEmails(db).catch(() => [] as string[]);
  const from = report.accountEmail ?? report.email;
  return queue({
    to: [...new Set([env().CONTACT_EMAIL, ...admins])],
    replyTo: report.email ?? undefined,
    subject: `Change reported: ${report.placeName}`,
    text: [
      `A ${from ? `visitor (${from})` : "visitor"} reported a change to "${report.placeName}".`,
      "",
      `What is wrong: ${reportKindLabel(report.kind)}`,
      `What it is now: ${report.text}`,
      ...(report.sourceUrl ? [`Source: ${report.sourceUrl}`] : []),
      "",
      `The place: ${site}${report.placePath}`,
      `Review it in the admin panel: ${site}/admin/reports`,
      `Report id: ${report.id}`,
    ].join("\n"),
  });
}

export type ResolvedReport = {
  email: string;
  placeName: string;
  status: "applied" | "not-applied";
  resolutionNote: string | null;
  /** When the visitor sent the report. */
  createdAt: Date;
  /** The place's facts changed since the report, as the history names them ("Hours"). */
  changedFields: string[];
};

/** True when the reporter can be told the listing was updated: applied, and the place did change. */
export function reportChangedListing(report: Pick<ResolvedReport, "status" | "changedFields">) {
  return report.status === "applied" && report.changedFields.length > 0;
}

/**
 * To a reporter who left an address: what became of their report, saying the listing was updated
 * (and what) only when the place changed since the report.
 */
export async function notifyReportResolved(report: ResolvedReport) {
  const notes = report.resolutionNote ? `\n\nNotes from our team:\n${report.resolutionNote}\n` : "\n";
  const changed = reportChangedListing(report);
  const outcome = changed
    ? `We checked it and updated the listing: ${report.changedFields.join(", ")}. Thank you for helping keep ${BRAND} accurate.`
    : "We checked it and left the listing as it is.";
  return queue({
    to: report.email,
    subject: changed
      ? `Your report on "${report.placeName}" was applied`
      : `Your report on "${report.placeName}" was reviewed`,
    text: `Hi,\n\nThank you for reporting a change to "${report.placeName}" on ${formatDate(report.createdAt)}. ${outcome}${notes}`,
  });
}

export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** To the site's contact address, with the visitor as Reply-To. */
export async function forwardContactMessage(message: ContactMessage) {
  return queue({
    to: env().CONTACT_EMAIL,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}\n`,
  });
}

/** To a new account: the link that confirms the address. */
export async function sendConfirmationMail(email: string, url: string) {
  return queue({
    to: email,
    subject: `Confirm your email for ${BRAND}`,
    text: `Welcome to ${BRAND}!\n\nConfirm your email address by opening this link:\n\n${url}\n\nIf you did not sign up, you can ignore this message.\n`,
  });
}

/**
 * To the owner of an address that has an account, when somebody signs it up again: the sign-up page
 * answered as for a new account, and this says what to do if it was them.
 */
export async function sendExistingAccountMail(email: string, site: string) {
  return queue({
    to: email,
    subject: `Somebody tried to sign up on ${BRAND} with your address`,
    text: `Hi,\n\nSomebody (we hope you) just tried to create a ${BRAND} account with this address, which already has one. Nothing was changed.\n\nIf it was you, sign in at ${site}/auth, or choose a new password at ${site}/auth/forgot-password if you have forgotten yours.\n\nIf it was not you, you can ignore this message: your account stays as it is.\n`,
  });
}

/** To an account that asked for a new password: the link to choose one (valid one hour). */
export async function sendPasswordResetMail(email: string, url: string) {
  return queue({
    to: email,
    subject: `Reset your password for ${BRAND}`,
    text: `Someone (we hope you) asked to reset the password of your ${BRAND} account.\n\nChoose a new password by opening this link within an hour:\n\n${url}\n\nIf you did not ask for this, you can ignore this message: your password stays as it is.\n`,
  });
}

/**
 * To an address on the administrators' list, after its account signed in: the link that gives the
 * role, opened while signed in, so that the person who knows the password also reads the mailbox.
 */
export async function sendAdminRoleMail(email: string, url: string) {
  return queue({
    to: email,
    subject: `Your administrator role on ${BRAND}`,
    text: `Hi,\n\nThis address is on the list of ${BRAND} administrators. To take up the role, open this link within an hour, in the browser where you are signed in:\n\n${url}\n\nIf you did not just sign in, someone else knows the password of an account with this address: do not open the link, and choose a new password with "Forgot password?" on the sign-in page.\n`,
  });
}

export type ReviewDecisionMail = {
  email: string;
  name: string;
  placeName: string;
  /** The place's address on the site ("/beaches/fort-de-soto-dog-beach"). */
  placePath: string;
  reason?: string | null;
  note?: string | null;
};

/**
 * To a review's author: it is published, it was not published, or it was removed, with the reason
 * and the administrator's note; or some of its photos were not published.
 */
export async function notifyReviewDecision(
  decision: "published" | "rejected" | "removed" | "photo-rejected",
  mail: ReviewDecisionMail,
  site: string,
) {
  const reason = mail.reason ? `\n\nReason: ${reviewRejectReasonLabel(mail.reason)}` : "";
  const note = mail.note ? `\nNote from our team: ${mail.note}` : "";
  const place = `${site}${mail.placePath}`;
  const messages = {
    published: {
      subject: `Your review of ${mail.placeName} is published`,
      text: `Hi ${mail.name},\n\nThank you! Your review of ${mail.placeName} is now on its page:\n${place}\n`,
    },
    rejected: {
      subject: `Your review of ${mail.placeName} was not published`,
      text: `Hi ${mail.name},\n\nThank you for reviewing ${mail.placeName}. After reading it we could not publish it.${reason}${note}\n\nYou can edit your review and send it again from the place's page:\n${place}\n`,
    },
    removed: {
      subject: `Your review of ${mail.placeName} was removed`,
      text: `Hi ${mail.name},\n\nYour review of ${mail.placeName} is no longer shown on its page.${reason}${note}\n\nYou can edit it and send it again from the place's page:\n${place}\n`,
    },
    "photo-rejected": {
      subject: `A photo of your review of ${mail.placeName} was not published`,
      text: `Hi ${mail.name},\n\nThank you for your photos of ${mail.placeName}. We could not publish one of them.${reason}${note}\n\nYour review and your other photos are not affected:\n${place}\n`,
    },
  } as const;
  return queue({ to: mail.email, ...messages[decision] });
}

/**
 * To the address a deleted account had: it is gone. Stored by the deletion's own transaction
 * (storeMail), so the deletion and its notice are committed together.
 */
export function accountDeletedMail(email: string, site: string): Mail {
  return {
    to: email,
    subject: ACCOUNT_WORDS.deletedMailSubject(BRAND),
    text: ACCOUNT_WORDS.deletedMailText(BRAND, site),
  };
}
