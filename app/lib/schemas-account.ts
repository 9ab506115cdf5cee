// The rules of the sign-in, password and account forms (/auth, /account). Run in the page and again
// on the server, as every form's (schemas.ts).
import { z } from "zod";
import { VALIDATION_MESSAGES as V } from "./validation-messages";
import { optionalText, requiredEmail } from "./schemas";

// ---- Sign in and sign up (/auth) ------------------------------------------------------------

const accountEmail = requiredEmail({ required: V.emailRequiredSentence, invalid: V.emailInvalidSentence });

export const SignInSchema = z.object({
  email: accountEmail,
  password: z.string({ error: V.passwordRequiredSentence }).min(1, V.passwordRequiredSentence).max(128),
});

export const SignUpSchema = z.object({
  email: accountEmail,
  password: z.string({ error: V.passwordRequiredSentence }).min(6, V.passwordTooShort).max(128, V.passwordAtMost128),
});

// ---- Forgotten password (/auth/forgot-password, /auth/reset-password) ----------------------

export const ForgotPasswordSchema = z.object({ email: accountEmail });

export const INVALID_RESET_LINK = V.invalidResetLink;

/** The new password; the server also refuses the most common ones. */
export const ResetPasswordSchema = z.object({
  token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  password: z.string({ error: V.passwordRequiredSentence }).min(6, V.passwordTooShort).max(128, V.passwordUnder128),
});

// ---- Your account (/account) -----------------------------------------------------------------

/** The longest display name: it stands beside a review and on a shared list. */
export const DISPLAY_NAME_MAX = 60;

/** True when `text` holds an e-mail address ("rita@example.com"), which no public name shows. */
export function holdsEmailAddress(text: string) {
  return /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text);
}

/**
 * The name a person chooses to be shown by (decision 0032): one line of at most 60 characters and no
 * e-mail address. Empty is `null`: no name, and the site shows the neutral one ("Member since 2026").
 * Pages render it as text (React and the mails escape it), so markup in it has no effect.
 */
export const displayName = optionalText({ max: DISPLAY_NAME_MAX, tooLong: V.displayNameMax }).refine(
  (v) => v === null || !holdsEmailAddress(v),
  V.displayNameEmail,
);

const currentPassword = z.string({ error: V.enterPassword }).min(1, V.enterPassword).max(128, V.wrongPassword);

/** The account page's name form: a new display name, or none (empty). */
export const DisplayNameSchema = z.object({
  intent: z.literal("name"),
  name: displayName,
});

/** The sign-up's rules for the new password; the server also refuses the most common ones. */
export const ChangePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword,
  newPassword: z.string({ error: V.enterPassword }).min(6, V.passwordTooShort).max(128, V.passwordUnder128),
});

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete"),
  password: currentPassword,
});
