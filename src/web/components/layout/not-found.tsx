import { Link } from "react-router";
import { useLocalPath, useTexts } from "~/lib/texts";
import { useShop } from "~/lib/shop";

/** docs/product.md 'Storefront screens': any other path shows 'Page Not Found' with links to home and menu. */
export function NotFound() {
  const shop = useShop();
  const texts = useTexts("layoutTexts").notFound;
  const localPath = useLocalPath();
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-6 pb-24 pt-36 text-center text-white">
      <title>{`${texts.title} | ${shop.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-saffron-400">404</p>
      <h1 className="mt-4 text-4xl font-bold">{texts.title}</h1>
      <p className="mx-auto mt-4 max-w-md text-cream-100">{texts.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localPath("/")}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-6 font-bold text-brand-800 hover:bg-cream-100"
        >
          {texts.home}
        </Link>
        <Link
          to={localPath("/menu")}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-white px-6 font-bold text-white hover:bg-white/10"
        >
          {texts.menu}
        </Link>
      </div>
    </section>
  );
}
