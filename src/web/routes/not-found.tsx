import { data } from "react-router";

export { default } from "~/components/layout/not-found-route";

/** Every unknown path: the 'Page Not Found' page with a real HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}
