// English texts of the "mail" namespace: every e-mail the site writes (app/server/domain/notifications.server.ts),
// to the people who use the site and to its administrators. {{brand}} is the site's name, {{url}} a full link.
export default {
  notes: "\n\nNotes from our team:\n{{notes}}\n",
  confirmation: {
    subject: "Confirm your email for {{brand}}",
    text: "Welcome to {{brand}}!\n\nConfirm your email address by opening this link:\n\n{{url}}\n\nIf you did not sign up, you can ignore this message.\n",
  },
  existingAccount: {
    subject: "Somebody tried to sign up on {{brand}} with your address",
    text: "Hi,\n\nSomebody (we hope you) just tried to create a {{brand}} account with this address, which already has one. Nothing was changed.\n\nIf it was you, sign in at {{signIn}}, or choose a new password at {{forgotPassword}} if you have forgotten yours.\n\nIf it was not you, you can ignore this message: your account stays as it is.\n",
    unconfirmedText:
      "Hi,\n\nSomebody (we hope you) just tried to create a {{brand}} account with this address, which already has one that is not confirmed yet. Nothing was changed: not its password, nor anything else.\n\nIf it was you, choose your password at {{forgotPassword}}: the link we send you there sets it and confirms your address at once, whoever signed the address up first.\n\nIf it was not you, you can ignore this message: the account stays as it is.\n",
  },
  passwordReset: {
    subject: "Reset your password for {{brand}}",
    text: "Someone (we hope you) asked to reset the password of your {{brand}} account.\n\nChoose a new password by opening this link within an hour:\n\n{{url}}\n\nIf you did not ask for this, you can ignore this message: your password stays as it is.\n",
  },
  adminRole: {
    subject: "Your administrator role on {{brand}}",
    text: 'Hi,\n\nThis address is on the list of {{brand}} administrators. To take up the role, open this link within an hour, in the browser where you are signed in:\n\n{{url}}\n\nIf you did not just sign in, someone else knows the password of an account with this address: do not open the link, and choose a new password with "Forgot password?" on the sign-in page.\n',
  },
  accountDeleted: {
    subject: "Your {{brand}} account has been deleted",
    text: "Hi,\n\nYour {{brand}} account and everything that went with it (your sign-in, lists, reviews and their photos) have been deleted, as you asked. Places you submitted that are in the directory stay there, without your name or e-mail address.\n\nIf you did not delete your account, someone else knew your password: write to us through {{contact}}.\n\nYou are welcome back any time at {{site}}\n",
  },
  newSubmission: {
    subject: "New location submitted for review: {{name}}",
    intro: "{{submitter}} <{{email}}> submitted a new location for review.",
    name: "Name: {{name}}",
    category: "Category: {{category}}",
    city: "City: {{city}}",
    cityAndCounty: "City: {{city}}, {{county}} County",
    leash: "Leash policy: {{leash}}",
    description: "Description: {{description}}",
    review: "Review it in the admin panel: {{url}}",
    id: "Submission id: {{id}}",
    language: "Submitted from the {{language}} site: write to the submitter in {{language}}.",
  },
  reviewResult: {
    follow: "\nYou can follow your submissions at {{url}}\n",
    approvedSubject: '"{{name}}" is now listed on {{brand}}',
    approvedText:
      'Hi {{submitter}},\n\nThank you! We reviewed "{{name}}" and it is now listed:\n{{url}}{{notes}}{{follow}}',
    rejectedSubject: 'Your submission "{{name}}" was not approved',
    rejectedText:
      'Hi {{submitter}},\n\nThank you for submitting "{{name}}". After review we could not add it to the directory.{{notes}}{{follow}}',
  },
  newReport: {
    subject: "Change reported: {{place}}",
    introFrom: 'A visitor ({{from}}) reported a change to "{{place}}".',
    intro: 'A visitor reported a change to "{{place}}".',
    kind: "What is wrong: {{kind}}",
    text: "What it is now: {{text}}",
    source: "Source: {{url}}",
    place: "The place: {{url}}",
    review: "Review it in the admin panel: {{url}}",
    id: "Report id: {{id}}",
    language: "Reported from the {{language}} site: write to the visitor in {{language}}.",
  },
  reportResolved: {
    appliedSubject: 'Your report on "{{place}}" was applied',
    reviewedSubject: 'Your report on "{{place}}" was reviewed',
    changed: "We checked it and updated the listing: {{fields}}. Thank you for helping keep {{brand}} accurate.",
    unchanged: "We checked it and left the listing as it is.",
    text: 'Hi,\n\nThank you for reporting a change to "{{place}}" on {{date}}. {{outcome}}{{notes}}',
  },
  contact: {
    subject: "[Contact] {{subject}}",
    text: "From: {{name}} <{{email}}>\nSubject: {{subject}}\n\n{{message}}\n",
    language: "Sent from the {{language}} site: answer in {{language}}.\n",
  },
  reviewDecision: {
    /** The greeting: by the display name the author chose, or without a name (never their address). */
    greeting: "Hi {{name}},",
    greetingNoName: "Hi,",
    reason: "\n\nReason: {{reason}}",
    note: "\nNote from our team: {{note}}",
    publishedSubject: "Your review of {{place}} is published",
    publishedText: "{{greeting}}\n\nThank you! Your review of {{place}} is now on its page:\n{{url}}\n",
    rejectedSubject: "Your review of {{place}} was not published",
    rejectedText:
      "{{greeting}}\n\nThank you for reviewing {{place}}. After reading it we could not publish it.{{reason}}{{note}}\n\nYou can edit your review and send it again from the place's page:\n{{url}}\n",
    removedSubject: "Your review of {{place}} was removed",
    removedText:
      "{{greeting}}\n\nYour review of {{place}} is no longer shown on its page.{{reason}}{{note}}\n\nYou can edit it and send it again from the place's page:\n{{url}}\n",
    photoRejectedSubject: "A photo of your review of {{place}} was not published",
    photoRejectedText:
      "{{greeting}}\n\nThank you for your photos of {{place}}. We could not publish one of them.{{reason}}{{note}}\n\nYour review and your other photos are not affected:\n{{url}}\n",
  },
  /** Why a review or a photo was not published (REVIEW_REJECT_REASONS in app/lib/vocabulary-reviews.ts). */
  reviewRejectReason: {
    "not-first-hand": "Not a first-hand visit",
    "off-topic": "Off-topic",
    offensive: "Offensive",
    "personal-information": "Personal information",
    spam: "Spam or advertising",
    other: "Other",
  },
} as const;
