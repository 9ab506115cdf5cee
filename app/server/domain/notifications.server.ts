// Every e-mail the site writes, composed in one place and queued in the outbox: routes say what
// happened, this module says it in words (the "mail" texts, app/locales/*/mail.ts). A person's mail is
// written in their language: the one the caller knows (the page they acted on), else the one their
// account keeps (user.locale), else English; its links lead to the pages of that language. Mail to
// the site's administrators is in English. Queuing never throws at the caller: what the request
// stored stays stored, and a message that cannot be queued is logged.
import { FLORIDA_TIME_ZONE, formatDate } from "~/lib/dates";
import { DEFAULT_LOCALE, INTL_LOCALE, localizePath, type Locale } from "~/lib/i18n";
import { BRAND } from "~/lib/site";
import { categoryLabel, leashLabel, reportKindLabel, reviewRejectReasonLabel } from "~/lib/vocabulary";
import { REVIEW_REJECT_REASON_VALUES, type ReviewRejectReason } from "~/lib/vocabulary-reviews";
import { databaseErrorReason, getDb, type Db } from "../infra/db.server";
import { env } from "../infra/env.server";
import type { Mail } from "../infra/email.server";
import { translatorFor } from "../reference/i18n.server";
import { queueMail } from "./outbox.server";
import { findAdminEmails, findLocaleByEmail } from "../queries/users.server";

/** The "mail" texts of a language. */
const mailTexts = (locale: Locale) => translatorFor(locale, "mail");

const adminLanguageNames = new Intl.DisplayNames(INTL_LOCALE[DEFAULT_LOCALE], { type: "language" });

/** The language a visitor wrote from, named for the administrators ("Spanish"); null for English. */
function visitorLanguage(locale: Locale | null | undefined) {
  return locale && locale !== DEFAULT_LOCALE ? (adminLanguageNames.of(locale) ?? locale) : null;
}

/**
 * The language to write to `email` in: `known` (the page the person acted on), else their account's,
 * else English (also when the look-up fails: a message in English beats none).
 */
export async function recipientLocale(email: string, known?: Locale | null): Promise<Locale> {
  if (known) return known;
  try {
    return (await findLocaleByEmail(await getDb(), email)) ?? "en";
  } catch (error) {
    console.error("[mail] could not read the recipient's language; writing in English", error);
    return "en";
  }
}

/** A day in a language: "Mar 5, 2026" in English (formatDate), "5 de marzo de 2026" in Spanish. */
function formatDay(date: Date, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return formatDate(date);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: FLORIDA_TIME_ZONE,
  }).format(date);
}

/** Stores the message in the outbox: true when it was stored. */
async function queue(mail: Mail): Promise<boolean> {
  try {
    await queueMail(mail);
    return true;
  } catch (error) {
    // The database's own error, not the failed query: its parameters are the message, links and all.
    console.error(
      `[mail] could not queue "${mail.subject}" to ${[mail.to].flat().join(", ")}: ${databaseErrorReason(error)}`,
    );
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
  /** The language of the page it was submitted on: the administrators are told to answer in it. */
  locale?: Locale;
};

/**
 * To the site's contact address and every administrator: a place is waiting for review. `site` is
 * the site's origin for the request (origin.server.ts), as in every message below that links to it.
 */
export async function notifyNewSubmission(db: Db, submission: NewSubmission, site: string) {
  const admins = await findAdminEmails(db).catch(() => [] as string[]);
  const t = mailTexts("en");
  const language = visitorLanguage(submission.locale);
  return queue({
    to: [...new Set([env().CONTACT_EMAIL, ...admins])],
    replyTo: submission.email,
    subject: t("newSubmission.subject", { name: submission.name }),
    text: [
      t("newSubmission.intro", { submitter: submission.submitterName, email: submission.email }),
      ...(language ? [t("newSubmission.language", { language })] : []),
      "",
      t("newSubmission.name", { name: submission.name }),
      t("newSubmission.category", { category: categoryLabel(submission.category) }),
      submission.county
        ? t("newSubmission.cityAndCounty", { city: submission.city, county: submission.county })
        : t("newSubmission.city", { city: submission.city }),
      t("newSubmission.leash", { leash: String(leashLabel(submission.leashPolicy)) }),
      t("newSubmission.description", { description: submission.description }),
      "",
      t("newSubmission.review", { url: `${site}/admin` }),
      t("newSubmission.id", { id: submission.id }),
    ].join("\n"),
  });
}

export type ReviewedSubmission = {
  name: string;
  submitterName: string;
  email: string;
  adminNotes: string | null;
  /** The submitter's language when known; else their account's. */
  locale?: Locale | null;
};

/** "Notes from our team", or the line break that ends the message without them. */
function teamNotes(t: ReturnType<typeof mailTexts>, notes: string | null) {
  return notes ? t("notes", { notes }) : "\n";
}

/** To the submitter: the place is listed (with its address), or it was not approved. */
export async function notifyReviewResult(
  submission: ReviewedSubmission,
  decision: "approved" | "rejected",
  placePath: string | null,
  site: string,
) {
  // A submission whose account was deleted keeps no address (decision 0029): nobody to tell.
  if (!submission.email) return false;
  const locale = await recipientLocale(submission.email, submission.locale);
  const t = mailTexts(locale);
  const notes = teamNotes(t, submission.adminNotes);
  const follow = t("reviewResult.follow", { url: `${site}${localizePath("/my-submissions", locale)}` });
  const names = { name: submission.name, submitter: submission.submitterName, brand: BRAND };
  return queue(
    decision === "approved"
      ? {
          to: submission.email,
          subject: t("reviewResult.approvedSubject", names),
          text: t("reviewResult.approvedText", {
            ...names,
            url: `${site}${placePath ? localizePath(placePath, locale) : ""}`,
            notes,
            follow,
          }),
        }
      : {
          to: submission.email,
          subject: t("reviewResult.rejectedSubject", names),
          text: t("reviewResult.rejectedText", { ...names, notes, follow }),
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
  /** The language of the page it was reported on: the administrators are told to answer in it. */
  locale?: Locale;
};

/** To the site's contact address and every administrator: a visitor says a place has changed. */
export async function notifyNewReport(db: Db, report: NewReport, site: string) {
  const admins = await findAdminEmails(db).catch(() => [] as string[]);
  const from = report.accountEmail ?? report.email;
  const t = mailTexts("en");
  const place = report.placeName;
  const language = visitorLanguage(report.locale);
  return queue({
    to: [...new Set([env().CONTACT_EMAIL, ...admins])],
    replyTo: report.email ?? undefined,
    subject: t("newReport.subject", { place }),
    text: [
      from ? t("newReport.introFrom", { from, place }) : t("newReport.intro", { place }),
      ...(language ? [t("newReport.language", { language })] : []),
      "",
      t("newReport.kind", { kind: String(reportKindLabel(report.kind)) }),
      t("newReport.text", { text: report.text }),
      ...(report.sourceUrl ? [t("newReport.source", { url: report.sourceUrl })] : []),
      "",
      t("newReport.place", { url: `${site}${report.placePath}` }),
      t("newReport.review", { url: `${site}/admin/reports` }),
      t("newReport.id", { id: report.id }),
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
  /** The reporter's language when known (the page they reported on); else their account's. */
  locale?: Locale | null;
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
  const locale = await recipientLocale(report.email, report.locale);
  const t = mailTexts(locale);
  const changed = reportChangedListing(report);
  const place = report.placeName;
  const outcome = changed
    ? t("reportResolved.changed", { fields: report.changedFields.join(", "), brand: BRAND })
    : t("reportResolved.unchanged");
  return queue({
    to: report.email,
    subject: changed ? t("reportResolved.appliedSubject", { place }) : t("reportResolved.reviewedSubject", { place }),
    text: t("reportResolved.text", {
      place,
      date: formatDay(report.createdAt, locale),
      outcome,
      notes: teamNotes(t, report.resolutionNote),
    }),
  });
}

/** `locale`: the language of the page the message was sent from (the visitor may have no account). */
export type ContactMessage = { name: string; email: string; subject: string; message: string; locale?: Locale };

/**
 * To the site's contact address, with the visitor as Reply-To; a message sent from a page in another
 * language than English (Spanish) says so, for the answer to be in it.
 */
export async function forwardContactMessage(message: ContactMessage) {
  const t = mailTexts("en");
  const language = visitorLanguage(message.locale);
  const { name, email, subject } = message;
  return queue({
    to: env().CONTACT_EMAIL,
    replyTo: message.email,
    subject: t("contact.subject", { subject }),
    text:
      (language ? t("contact.language", { language }) : "") +
      t("contact.text", { name, email, subject, message: message.message }),
  });
}

/** To one account, in `locale`: the link `url`, with the subject and text of the mail texts' `kind`. */
function sendLinkMail(kind: "confirmation" | "passwordReset", email: string, url: string, locale: Locale) {
  const t = mailTexts(locale);
  return queue({
    to: email,
    subject: t(`${kind}.subject`, { brand: BRAND }),
    text: t(`${kind}.text`, { brand: BRAND, url }),
  });
}

/** To a new account: the link that confirms the address, in the language it signed up in. */
export async function sendConfirmationMail(email: string, url: string, locale: Locale = "en") {
  return sendLinkMail("confirmation", email, url, locale);
}

/**
 * To the owner of an address that has an account, when somebody signs it up again: the sign-up page
 * answered as for a new account, and this says what to do if it was them. An account not confirmed
 * yet may hold a password somebody else chose: its owner is sent to choose one (decision 0045).
 */
export async function sendExistingAccountMail(email: string, site: string, locale: Locale = "en", confirmed = true) {
  const t = mailTexts(locale);
  return queue({
    to: email,
    subject: t("existingAccount.subject", { brand: BRAND }),
    text: t(confirmed ? "existingAccount.text" : "existingAccount.unconfirmedText", {
      brand: BRAND,
      signIn: `${site}${localizePath("/auth", locale)}`,
      forgotPassword: `${site}${localizePath("/auth/forgot-password", locale)}`,
    }),
  });
}

/** To an account that asked for a new password: the link to choose one (valid one hour). */
export async function sendPasswordResetMail(email: string, url: string, locale: Locale = "en") {
  return sendLinkMail("passwordReset", email, url, locale);
}

/**
 * To an address on the administrators' list, after its account signed in: the link that gives the
 * role, opened while signed in, so that the person who knows the password also reads the mailbox.
 * In English, as the administration is.
 */
export async function sendAdminRoleMail(email: string, url: string) {
  const t = mailTexts("en");
  return queue({
    to: email,
    subject: t("adminRole.subject", { brand: BRAND }),
    text: t("adminRole.text", { brand: BRAND, url }),
  });
}

export type ReviewDecisionMail = {
  email: string;
  /** The display name the author chose; null when none (the mail greets them without a name). */
  name: string | null;
  placeName: string;
  /** The place's address on the site ("/beaches/fort-de-soto-dog-beach"). */
  placePath: string;
  reason?: string | null;
  note?: string | null;
  /** The author's language when known; else their account's. */
  locale?: Locale | null;
};

/** Why a review or photo was not published, in a language (an unknown reason as written). */
function rejectReason(t: ReturnType<typeof mailTexts>, reason: string) {
  return (REVIEW_REJECT_REASON_VALUES as readonly string[]).includes(reason)
    ? t(`reviewRejectReason.${reason as ReviewRejectReason}`)
    : (reviewRejectReasonLabel(reason) ?? reason);
}

/**
 * To a review's author: it is published, it was not published, or it was removed, with the reason
 * and the administrator's note; or some of its photos were not published.
 */
export async function notifyReviewDecision(
  decision: "published" | "rejected" | "removed" | "photo-rejected",
  mail: ReviewDecisionMail,
  site: string,
) {
  const locale = await recipientLocale(mail.email, mail.locale);
  const t = mailTexts(locale);
  const reason = mail.reason ? t("reviewDecision.reason", { reason: rejectReason(t, mail.reason) }) : "";
  const note = mail.note ? t("reviewDecision.note", { note: mail.note }) : "";
  const values = {
    greeting: mail.name ? t("reviewDecision.greeting", { name: mail.name }) : t("reviewDecision.greetingNoName"),
    place: mail.placeName,
    url: `${site}${localizePath(mail.placePath, locale)}`,
    reason,
    note,
  };
  const messages = {
    published: {
      subject: t("reviewDecision.publishedSubject", values),
      text: t("reviewDecision.publishedText", values),
    },
    rejected: {
      subject: t("reviewDecision.rejectedSubject", values),
      text: t("reviewDecision.rejectedText", values),
    },
    removed: {
      subject: t("reviewDecision.removedSubject", values),
      text: t("reviewDecision.removedText", values),
    },
    "photo-rejected": {
      subject: t("reviewDecision.photoRejectedSubject", values),
      text: t("reviewDecision.photoRejectedText", values),
    },
  };
  return queue({ to: mail.email, ...messages[decision] });
}

/**
 * To the address a deleted account had: it is gone. Stored by the deletion's own transaction
 * (storeMail), so the deletion and its notice are committed together.
 */
export function accountDeletedMail(email: string, site: string, locale: Locale = "en"): Mail {
  const t = mailTexts(locale);
  return {
    to: email,
    subject: t("accountDeleted.subject", { brand: BRAND }),
    text: t("accountDeleted.text", {
      brand: BRAND,
      contact: `${site}${localizePath("/contact", locale)}`,
      site: locale === "en" ? site : `${site}${localizePath("/", locale)}`,
    }),
  };
}
