// English texts of the "content" namespace (app/locales/index.ts): the long texts of the FAQ,
// privacy and terms pages. Only their loaders read them (the namespace is not sent with every page);
// each page's layout (which paragraphs, which lists) is in its route, the words are here.
export default {
  legal: {
    lastUpdated: "Last updated: {{date}}",
    sectionsLabel: "Sections",
    contents: "Contents",
    questions: "Questions?",
    contactUs: "Contact us",
  },
  faq: {
    metaTitle: "Common Questions About Dogs in Florida | {{brand}}",
    metaDescription:
      "Answers for dog owners in Florida: beach rules, leash laws, state parks, permits, heat safety, alligators and vaccinations.",
    heading: "Common Questions",
    intro: "What dog owners ask most about visiting Florida's beaches, parks and trails with their dogs.",
    stillQuestion: "Still have a question?",
    contactUs: "Contact us",
    questions: {
      beaches: {
        question: "Are dogs allowed on Florida beaches?",
        answer:
          "Only on some. Many Florida beaches ban dogs, but a growing number of counties and cities set aside dog beaches or dog-friendly stretches, usually with a leash rule and sometimes a permit or daily fee. Check each beach's page here and the posted signs before you go.",
      },
      leashLaw: {
        question: "Does Florida have a statewide leash law?",
        answer:
          "No single state law covers every place; leash rules are set by counties, cities and park agencies. Most public parks require a leash no longer than six feet, and off-leash play is allowed only inside fenced dog parks or marked off-leash areas. Each listing shows its leash policy.",
      },
      stateParks: {
        question: "Can I bring my dog to Florida State Parks?",
        answer:
          "Pets are welcome in most Florida State Parks on a leash of six feet or less, in campgrounds and on many trails. They are generally not allowed on swimming beaches, in bathing areas, playgrounds or inside buildings, except for service animals.",
      },
      permit: {
        question: "Do I need a permit for a dog beach?",
        answer:
          "Some dog beaches require a permit or a daily pass, and many ask for proof of current rabies vaccination and a county licence tag. The listing's fee details and official website link tell you what that beach requires.",
      },
      heat: {
        question: "When is the best time of day to take my dog out in the Florida heat?",
        answer:
          "Early morning and after sunset. From late spring to early autumn, midday pavement and sand can burn paws and dogs overheat quickly in the humidity. Bring fresh water, take shade breaks, and watch for heavy panting, drooling or stumbling, which are signs of heatstroke.",
      },
      hours: {
        question: "What are typical dog beach hours?",
        answer:
          "Most dog beaches are open from sunrise to sunset, and some close on certain days for cleaning or during sea turtle nesting season (roughly May to October on many Atlantic and Gulf beaches). Hours are listed on each place's page when we know them.",
      },
      wildlife: {
        question: "Are there alligators or other wildlife to watch for?",
        answer:
          "Yes. Alligators live in freshwater lakes, ponds, canals and springs throughout Florida. Keep dogs on a leash and away from the water's edge unless an area is clearly designated for dog swimming, and never let them drink from or swim in unmarked freshwater.",
      },
      vaccinations: {
        question: "What vaccinations does my dog need to visit dog parks?",
        answer:
          "Florida law requires dogs older than four months to be vaccinated against rabies, and most dog parks also ask that dogs be licensed in their county, be healthy and be free of fleas. Puppies that have not finished their shots should wait.",
      },
      saltWater: {
        question: "Is it safe for my dog to drink salt water or swim in red tide?",
        answer:
          "Keep your dog from drinking sea water, which can make them sick. During red tide or blue-green algae blooms, keep dogs out of the water entirely and rinse them with fresh water if they get wet; the toxins can be dangerous to pets.",
      },
      addPlace: {
        question: "How do I add a place or report wrong information?",
        answer:
          "Signed-in users can submit a new place with the Submit a Spot form; our team reviews every submission before it is published. To report a change, a closure or a mistake in a listing, send us a message through the contact page.",
      },
      marketsAndTrails: {
        question: "Are farmers markets and hiking areas dog-friendly too?",
        answer:
          "Many are. Outdoor farmers markets often welcome leashed, well-behaved dogs, though food stalls may ask you to keep them back. Hiking areas and nature preserves usually require a leash to protect wildlife. Each listing in the directory says what the rule is.",
      },
    },
  },
  privacy: {
    metaTitle: "Privacy Policy | {{brand}}",
    metaDescription: "How {{brand}} collects, uses and protects your information, and the choices you have about it.",
    title: "Privacy Policy",
    intro:
      "This policy explains what information {{brand}} collects when you use the directory, how we use it, and the choices you have.",
    sections: {
      collect: {
        title: "Information We Collect",
        intro: "We collect only what we need to run the directory:",
        account:
          "Account details when you sign up: your email address and, if you use Google, Twitter (X) or GitHub, the basic profile those services share.",
        sent: "What you send us: places you submit, messages through the contact form, and the name and email you give with them.",
        technical:
          "Technical data: your IP address, browser type and the pages you visit, kept in server logs and used to limit abuse.",
      },
      use: {
        title: "How We Use Your Information",
        account: "To run your account and keep you signed in.",
        places: "To review and publish the places you submit, and to tell you what happened to them.",
        messages: "To answer your messages.",
        security: "To keep the site secure, prevent spam and understand which pages are useful.",
      },
      sharing: {
        title: "Sharing Your Information",
        noSale: "We do not sell your personal information.",
        partners:
          "We may share limited information with affiliate partners and service providers who help us run the site (for example hosting, email delivery and advertising partners), only as needed for them to do that work and under obligations to protect it. We may also disclose information when the law requires it or to protect the safety of our users.",
      },
      security: {
        title: "Data Security",
        body: "Passwords are stored only as secure hashes, sessions live in cookies that page scripts cannot read, and the site is served over encrypted connections in production. No method of storage or transmission is perfectly secure, but we work to protect your information.",
      },
      rights: {
        title: "Your Rights",
        intro: "You can ask us to:",
        access: "Access the personal information we hold about you.",
        update: "Update or correct it.",
        delete: "Delete your account and your information.",
        optOut: "Opt out of any marketing email.",
        portability: "Receive your information in a portable format (data portability).",
        request: "Send your request through our contact form and we will answer within 30 days.",
        accountHint: "Signed in, you can change your name, download your data or delete your account yourself:",
        accountLink: "Your account",
      },
      cookies: {
        title: "Cookies",
        body: "We use a session cookie to keep you signed in. It is essential for signing in and is not used for tracking. Advertising partners may set their own cookies when ads are shown; you can block or delete cookies in your browser settings.",
      },
      links: {
        title: "Third-Party Links",
        body: "Listings link to official park pages, maps and other websites we do not control. Their privacy practices are their own; please read their policies.",
      },
      children: {
        title: "Children's Privacy",
        body: "{{brand}} is not directed at children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us information, contact us and we will delete it.",
      },
      changes: {
        title: "Changes to This Policy",
        body: "We may update this policy from time to time. The date at the top shows the latest version; significant changes will be announced on the site.",
      },
      contact: {
        title: "Contact Us",
        body: "Questions about this policy or your information? Write to us through the contact page.",
      },
    },
  },
  terms: {
    metaTitle: "Terms of Service | {{brand}}",
    metaDescription: "The rules for using {{brand}}: accounts, listings, your submissions, disclaimers and liability.",
    title: "Terms of Service",
    intro: "These terms govern your use of {{brand}}, the directory of dog-friendly places in Florida.",
    sections: {
      acceptance: {
        title: "Acceptance of Terms",
        body: "By using {{brand}} you agree to these terms. If you do not agree, please do not use the site.",
      },
      accurate: {
        title: "Accurate Information",
        body: "When you create an account, submit a place or contact us, you agree to give accurate, current and complete information, and to keep your account details up to date. You are responsible for activity under your account.",
      },
      listings: {
        title: "Business Listings",
        body: "Listings describe public places and businesses that welcome dogs. We may edit, decline or remove any listing or submission at our discretion. A listing is not an endorsement, and businesses may ask us to correct their details through the contact page.",
      },
      conduct: {
        title: "User Conduct",
        body: "Be respectful. Do not submit false, misleading, offensive or unlawful content, impersonate others, or interfere with other people's use of the site.",
      },
      disclaimers: {
        title: "Disclaimers",
        asIs: 'The directory is provided "as is". Leash rules, fees, hours and access change often, and places may close temporarily or permanently. We are not liable for policy changes, closures or inaccurate information. Always verify rules and hours with official sources before visiting.',
        yourDog: "You are responsible for your dog's behaviour, health and safety, and for following local laws.",
      },
      ip: {
        title: "Intellectual Property",
        body: "The {{brand}} name, logo, design and the directory as a compilation belong to us. Facts derived from OpenStreetMap are available under the Open Database License (© OpenStreetMap contributors).",
      },
      userContent: {
        title: "User Content",
        body: "You keep ownership of what you submit. By submitting content (place details, descriptions, photos) you grant us a worldwide, non-exclusive, royalty-free licence to use, edit, publish and display it on the site and in related materials, and you confirm that you have the right to grant it.",
      },
      prohibited: {
        title: "Prohibited Uses",
        scraping: "Scraping or copying the directory in bulk, or reselling its content.",
        spam: "Posting spam, advertising without our agreement, or malicious code.",
        breaking: "Trying to break, overload or gain unauthorised access to the site or other accounts.",
        unlawful: "Using the site for anything unlawful.",
      },
      termination: {
        title: "Termination",
        body: "We may suspend or close accounts that break these terms, without notice. You may stop using the site and ask us to delete your account at any time.",
      },
      liability: {
        title: "Limitation of Liability",
        body: "To the extent the law allows, {{brand}} is not liable for indirect, incidental or consequential damages, and our total liability for any claim is limited to the amount you paid us in the twelve months before the claim.",
      },
      indemnification: {
        title: "Indemnification",
        body: "You agree to indemnify and hold us harmless from claims, losses and costs arising from your content, your use of the site or your breach of these terms.",
      },
      law: {
        title: "Governing Law",
        body: "These terms are governed by the laws of the State of Florida, United States.",
      },
      changes: {
        title: "Changes to These Terms",
        body: "We may update these terms; the date at the top shows the latest version. Continued use means you accept them.",
      },
    },
  },
} as const;
