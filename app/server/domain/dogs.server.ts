// A signed-in person's dogs for "fits my dogs" (decision 0050): checked on the server before they
// are kept with the account, a refusal answered per field (in the form's names, "dogs[1].weightLb")
// with the English message the page translates; nothing is kept from a refused list.
import type { z } from "zod";
import { DogsSchema, type Dog } from "../../lib/fits/dogs";
import type { Db } from "../infra/db.server";
import { findDogs, saveDogs } from "../queries/dogs.server";
import { getUser } from "./auth.server";
import { requestDb, type RequestContext } from "./request-context.server";

export type DogsRefusal = { ok: false; errors: Record<string, string[]> };
export type DogsSaved = { ok: true; dogs: Dog[] };

/** A field's name as the form gives it: ["dogs", 1, "weightLb"] → "dogs[1].weightLb". */
export function fieldName(path: readonly PropertyKey[]) {
  return path.reduce<string>((name, part) => {
    if (typeof part === "number") return `${name}[${part}]`;
    return name ? `${name}.${String(part)}` : String(part);
  }, "");
}

/** The messages of a refusal by field name. */
export function errorsByField(error: z.ZodError, prefix: readonly PropertyKey[] = []) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = fieldName([...prefix, ...issue.path]);
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** Keeps `input` as the person's dogs when DogsSchema accepts it; otherwise keeps nothing. */
export async function saveOwnDogs(db: Db, userId: string, input: unknown): Promise<DogsSaved | DogsRefusal> {
  const parsed = DogsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsByField(parsed.error, ["dogs"]) };
  return { ok: true, dogs: await saveDogs(db, userId, parsed.data) };
}

export { findDogs };

/**
 * The signed-in visitor's dogs for a place's answer; null for a visitor who is not signed in (their
 * page stays the same for everyone, and their browser answers from the dogs it keeps).
 */
export async function dogsOfVisitor(request: Request, context: RequestContext): Promise<Dog[] | null> {
  const user = await getUser(request, context);
  return user ? findDogs(requestDb(context), user.id) : null;
}
