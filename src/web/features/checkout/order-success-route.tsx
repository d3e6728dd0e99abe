import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/order-success";
import { OrderSuccessPage } from "./order-success-page";

/** The order-success page in either language: its route files (routes/order-success.tsx, routes/es/order-success.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const orderSuccessTexts = textsFromMatches(matches, "orderSuccessTexts");
  return [
    ...pageMeta({ matches, title: orderSuccessTexts.title, description: orderSuccessTexts.body, path: "/order-success" }),
    { name: "robots", content: "noindex" },
  ];
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function OrderSuccessRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <OrderSuccessPage {...loaderData} />;
}
