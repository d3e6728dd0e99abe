import { data } from "react-router";

/** Every unknown path: a real HTTP 404, rendered by the public layout's boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
