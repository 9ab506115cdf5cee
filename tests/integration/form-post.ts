// A form posted straight to a route's action, as the browser would send it: what the action
// answered (its data and status) or the Response it threw (a redirect).
import { routeContext } from "../fixtures/context";
import { formRequest } from "../fixtures/sessions";

export type FormResult<Data = Record<string, unknown>> = { data: Data; init: ResponseInit | null };

export async function postToAction<Data = Record<string, unknown>>(
  action: (args: never) => unknown,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<FormResult<Data> | Response> {
  try {
    return (await action({
      request: formRequest(path, fields, headers),
      params: {},
      context: routeContext(),
    } as never)) as FormResult<Data>;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export function statusOf(result: FormResult<unknown> | Response) {
  return result instanceof Response ? result.status : (result.init?.status ?? 200);
}
