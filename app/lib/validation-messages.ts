// What the forms' rules (schemas.ts) say when a value is refused, in English, each under its key of
// the `common:validation` namespace. The rules run in the browser and on the server and always
// answer in English, word for word as here (so does every reply, log and CSV report that quotes
// them); a page shows a message in its own language by looking its key up (`validationKey`) and
// translating that: app/components/forms.tsx and notice.tsx do it for every form.
// The English locale (app/locales/en/common.ts) takes these texts as they are.
import { REVIEW_CAPTION_MAX, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "./reviews";

export const VALIDATION_MESSAGES = {
  // Any text
  tooLong: "Too long",
  controlInLine: "Remove the tab, line break or other invisible character from this field",
  control: "Remove the invisible control character from this field",
  notUnderstood: "The request was not understood.",
  // Places (the location form, the submission form)
  unknownAmenity: "Unknown amenity",
  tooManyAmenities: "Too many amenities",
  tooManyPhotos: "Too many photos",
  tooManySources: "Too many sources",
  webAddress: "Enter a full web address starting with http:// or https://",
  yesNoUnknown: "Choose Yes, No or Unknown",
  sourceUrlRequired: "Enter the source's web address",
  sourceDate: "Enter the date as 2025, 2025-03 or 2025-03-31",
  isoDate: "Enter the date as 2025-03-31",
  nameRequired: "Name is required",
  nameTooLong: "Name is too long",
  cityRequired: "City is required",
  cityTooLong: "City is too long",
  countyRequired: "County is required",
  countyTooLong: "County is too long",
  categoryChoice: "Choose a category from the list",
  regionChoice: "Choose a region from the list",
  leashChoice: "Choose a leash policy from the list",
  feeChoice: "Choose Free, Paid or Not listed",
  crowdChoice: "Choose a crowd level from the list",
  statusChoice: "Choose a status from the list",
  latitude: "Latitude must be a number between -90 and 90",
  longitude: "Longitude must be a number between -180 and 180",
  // Amenities (admin)
  amenityNameFormat: "Name must be lowercase with underscores only",
  displayNameRequired: "Display name is required",
  displayNameTooLong: "Display name is too long",
  iconName: "Icon must be a lucide icon name, e.g. trees",
  // Submit a spot
  submitterNameRequired: "Your name is required",
  emailRequired: "Email is required",
  locationNameRequired: "Location name is required",
  categoryRequired: "Category is required",
  leashRequired: "Leash policy is required",
  descriptionRequired: "Description is required",
  emailInvalid: "Please enter a valid email address",
  feeFreeOrPaid: "Choose Free or Paid",
  imageUrl: "Please enter a valid image URL starting with http:// or https://",
  mapUrl: "Please enter a valid Google Maps link starting with http:// or https://",
  missingFields: "Missing Required Fields",
  fillRequired: "Please fill in all required fields.",
  submissionFailed: "Submission Failed",
  checkForm: "Please check the form.",
  // Contact, report a change
  nameUnder200: "Please keep your name under 200 characters.",
  emailInvalidSentence: "Please enter a valid email address.",
  subjectUnder200: "Please keep the subject under 200 characters.",
  messageUnder5000: "Please keep your message under 5,000 characters.",
  chooseWhatIsWrong: "Choose what is wrong",
  tellUsWhatItIs: "Tell us what it is now",
  textUnder2000: "Please keep it under 2,000 characters.",
  // Sign in, sign up, passwords, the account page
  emailRequiredSentence: "Email is required.",
  passwordRequiredSentence: "Password is required.",
  passwordTooShort: "Password must be at least 6 characters.",
  passwordAtMost128: "Password must be at most 128 characters.",
  passwordUnder128: "Please keep your password under 128 characters.",
  invalidResetLink: "This reset link is invalid or has expired. Please ask for a new one.",
  enterPassword: "Enter your password.",
  wrongPassword: "That is not your current password.",
  displayNameMax: "Display names are at most 60 characters.",
  displayNameEmail: "A display name cannot be an e-mail address: it is shown to everyone.",
  // Decisions (admin)
  adminNotesTooLong: "Admin notes are too long",
  reopenReason: "Say why the submission is reopened",
  noteTooLong: "The note is too long",
  chooseReason: "Choose a reason",
  sayReason: "Say what the reason is",
  // Reviews
  reviewRating: "Choose a rating from 1 to 5 stars",
  reviewVisitMonth: "Choose the month of your visit",
  reviewFutureVisit: "The month of your visit cannot be in the future",
  reviewDogSizes: "Choose the size of the dog or dogs that came",
  reviewTextShort: `Write at least ${REVIEW_TEXT_MIN} characters about your visit`,
  reviewTextLong: `Keep your review to ${REVIEW_TEXT_MAX.toLocaleString("en-US")} characters`,
  reviewCaptionLong: `Keep a caption to ${REVIEW_CAPTION_MAX} characters`,
  reviewTooManyPhotos: `Add at most ${REVIEW_PHOTOS_MAX} photos to a review`,
  reviewMustVerify: "Confirm your e-mail address before writing a review",
  reviewAlreadyReviewed: "You have already reviewed this place. You can edit your review instead.",
  reviewPlaceNotFound: "This place is not in the directory",
  reviewNotFound: "This review is not on the site any more",
  reviewOwn: "You cannot report your own review",
  reviewAlreadyReported: "You have already reported this review",
  reviewNotWaiting: "This was already decided by another administrator",
  reviewWaiting: "Thank you! Your review will appear once our team has read it.",
  reviewPublished: "Thank you! Your review is published.",
  // Lists
  listNameRequired: "Give the list a name.",
  listNameTooLong: "List names are at most 100 characters.",
  listNoteTooLong: "Notes are at most 200 characters.",
  listNoteMarkup: "Notes are plain text: remove the HTML tags.",
  // My dogs (app/lib/fits/dogs.ts)
  dogNameRequired: "Give your dog a name",
  dogNameTooLong: "A dog's name is at most 40 characters",
  dogNameMarkup: "A dog's name is plain text: remove the HTML tags",
  dogNamesRepeat: "Give each dog its own name",
  dogWeight: "Enter a weight from 1 to 250 lb",
  dogSizeChoice: "Choose small, medium, large or giant",
  dogAgeMonths: "Enter an age from 0 to 300 months",
  dogAgeYears: "Enter an age from 0 to 25 years",
  dogAgeUnit: "Choose months or years",
  dogSexChoice: "Choose male or female",
  dogHeatMale: "Only a female can be in heat",
  dogCountyTooLong: "A county's name is at most 40 characters",
  dogCountyWithoutLicence: "Name a county only for a licence your dog has",
  dogPermitTooLong: "A permit's name is at most 60 characters",
  dogPermitEmpty: "Give the permit a name, or remove it",
  dogTooManyPermits: "List at most 10 permits",
  dogTextMarkup: "Plain text only: remove the HTML tags",
  tooManyDogs: "Describe at most 6 dogs",
  // A place's dog limits (the location form's "Dogs' limits", app/lib/fits/limits-form.ts)
  limitsStateChoice: "Choose whether the limits were read from the sources",
  limitsUnreadFilled: "Choose “Read from the sources” to save these limits, or empty their fields",
  limitsNotSaved: "These limits could not be saved; check each one",
  limitRuleRequired: "Quote the rule's words from the source",
  limitRuleTooLong: "A rule is at most 500 characters",
  limitDogCount: "Enter a whole number of dogs from 1 to 20",
  limitAgeMonths: "Enter a whole number of months from 1 to 60",
  limitAreaWord: "Choose yard or area",
  limitAreaBound: "Choose “up to” or “under”",
  limitDocumentKind: "Choose which document",
  limitIssuerOnlyLicence: "Only a licence names who issues it",
  limitIssuerTooLong: "An issuer is at most 60 characters",
  limitPermitOnly: "Only a permit has a name, a price, a link or one per dog",
  limitPermitName: "Give the permit its name",
  limitPriceTooLong: "A price is at most 300 characters",
  limitLeashFeet: "Enter a leash length from 1 to 50 ft",
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const KEY_OF = new Map<string, ValidationKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The `common:validation` key of a message the forms' rules give: the English message itself, or
 * its key written out as "validation.<key>". Null for any other text (it is shown as it is).
 */
export function validationKey(message: string): ValidationKey | null {
  const key = message.startsWith("validation.") ? message.slice("validation.".length) : null;
  if (key && key in VALIDATION_MESSAGES) return key as ValidationKey;
  return KEY_OF.get(message) ?? null;
}
