import { Link } from "react-router";
import type { MenuCategory } from "@shared/menu/menu";
import { useLocalPath, useTexts } from "~/lib/texts";

/** 'All Items' plus one pill per category; the choice lives in the URL (?category=slug). */
export function CategoryPills({ categories, active }: { categories: MenuCategory[]; active: string | null }) {
  const menuPageTexts = useTexts("menuPageTexts");
  const localPath = useLocalPath();
  const pills: { slug: string | null; name: string; lang?: string }[] = [
    { slug: null, name: menuPageTexts.allItems },
    ...categories.map((c) => ({ slug: c.slug, name: c.name, lang: c.lang })),
  ];
  return (
    <nav aria-label={menuPageTexts.categoriesLabel}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0">
        {pills.map((pill) => {
          const isActive = pill.slug === active;
          return (
            <li key={pill.slug ?? "all"} className="shrink-0">
              <Link
                to={localPath(pill.slug ? `/menu?category=${encodeURIComponent(pill.slug)}` : "/menu")}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                lang={pill.lang}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-cream-200 bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50"
                }`}
              >
                {pill.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
