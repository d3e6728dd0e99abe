import { Link } from "react-router";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  return pageMeta({
    shop,
    description: `${shop?.name ?? ""}: carnitas, fresh cuts and Mexican dishes for pickup or delivery.`,
    path: "/",
  });
}

export default function HomeRoute() {
  const shop = useShop();
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-6 pb-24 pt-36 text-center text-white">
      <h1 className="text-4xl font-bold sm:text-6xl">{shop.name}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-cream-100">{shop.tagline}</p>
      <Link
        to="/menu"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-saffron-400 px-6 font-bold text-ink-900 hover:bg-saffron-300"
      >
        View Menu
      </Link>
    </section>
  );
}
