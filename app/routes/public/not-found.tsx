import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { BRAND } from "~/lib/site";

export function meta() {
  return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
