// Fits my dogs on a list page (decision 0052): what the address says decides; an address that says
// nothing is filtered by the signed-in person's dogs (a signed-in page is never kept by the page
// cache), and left as it is for anyone else, whose browser adds its own dogs' filter after loading.
import { fitsFilterOf, type FitsChoice } from "~/lib/fits/filter";
import type { Dog } from "~/lib/fits/dogs";
import { findDogs } from "../queries/dogs.server";
import { getUser } from "./auth.server";
import { requestDb, type RequestContext } from "./request-context.server";

export type ListFits = {
  /** The filter the list applies: the address's, the account's dogs', or none. */
  choice: FitsChoice | undefined;
  /** Where it comes from: the address, the signed-in person's dogs, or nowhere yet. */
  from: "address" | "account" | null;
  /** The signed-in person's dogs, for the verdicts on the cards; null for anyone else. */
  accountDogs: Dog[] | null;
};

export async function listFits(
  request: Request,
  context: RequestContext,
  fromAddress: FitsChoice | undefined,
): Promise<ListFits> {
  const user = await getUser(request, context);
  const accountDogs = user ? await findDogs(requestDb(context), user.id) : null;
  if (fromAddress) return { choice: fromAddress, from: "address", accountDogs };
  const own = accountDogs ? fitsFilterOf(accountDogs) : undefined;
  return own ? { choice: own, from: "account", accountDogs } : { choice: undefined, from: null, accountDogs };
}
