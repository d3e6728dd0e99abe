import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";

/** Every unknown path: the 'Page Not Found' page with a real HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
