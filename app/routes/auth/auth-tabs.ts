// The sign-in page's two tabs, Sign In and Sign Up: their addresses, which one a request, an answer
// or a click asks for, and the sign-up's answer.
import { useLocation, useNavigation } from "react-router";
import type { ActionReply } from "~/lib/forms";

export type Tab = "signin" | "signup";

/**
 * The two forms are two addresses (`/auth?tab=sign-in`, `/auth?tab=sign-up`): a tab is a link the
 * server answers with the right form, so it works before the page's scripts have run.
 */
export const TABS = [
  {
    value: "signin",
    param: "sign-in",
    label: "auth.tabSignIn",
    switchPrompt: "auth.newHere",
    switchLabel: "auth.createAccount",
    switchTo: "signup",
  },
  {
    value: "signup",
    param: "sign-up",
    label: "auth.tabSignUp",
    switchPrompt: "auth.haveAccount",
    switchLabel: "auth.signInInstead",
    switchTo: "signin",
  },
] as const satisfies readonly { value: Tab; switchTo: Tab; [text: string]: string }[];

/** The tab an address asks for: `sign-up` (or the older `signup`), else sign in. */
export function requestedTab(param: string | null): Tab {
  return param === "sign-up" || param === "signup" ? "signup" : "signin";
}

/** The address of a tab, in the page's language, keeping where to go after signing in. */
export function tabHref(tab: Tab, redirectTo: string, lp: (path: string) => string) {
  const params = new URLSearchParams({ tab: TABS.find((t) => t.value === tab)!.param });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return lp(`/auth?${params}`);
}

/** A sign-up's answer: the address, for "Send the confirmation email again". */
export type SignUpReply = ActionReply & { email?: string };

/** Which of the two forms an answer belongs to: the `intent` it was sent with. */
export function answeredTab(reply: ActionReply | undefined): Tab | undefined {
  const intent = reply?.result?.initialValue?.intent;
  return intent === "signup" || intent === "signin" ? intent : undefined;
}

/**
 * The tab a click on a tab link is opening, from the moment of the click: the form switches at once,
 * not when the server's answer arrives, so what is typed right after the click goes where it is meant.
 */
export function useOpeningTab(): Tab | undefined {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.state === "loading" && !navigation.formMethod ? navigation.location : undefined;
  if (!next || next.pathname !== location.pathname) return undefined;
  return requestedTab(new URLSearchParams(next.search).get("tab"));
}
