import { orderSuccessTexts } from "@shared/texts/order-success";
import { OrderSuccessPage } from "~/features/checkout/order-success-page";
import { loadOrderSuccess } from "~/features/checkout/order-success.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/order-success";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadOrderSuccess(context, new URL(request.url));
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      shop: shopFromMatches(matches),
      title: orderSuccessTexts.title,
      description: orderSuccessTexts.body,
      path: "/order-success",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage {...loaderData} />;
}
