import type { AdminTexts } from "./admin-texts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * An admin page's title in the admin's language ('Menu Items | Admin'), from the words the admin
 * layout loaded; in the server's HTML, before they load, the layout's own title. Never indexed.
 */
export function adminMeta(matches: readonly MatchLike[], title: (texts: AdminTexts) => string) {
  const layout = matches.find((match) => match?.id === "routes/admin/layout")?.loaderData as
    { texts?: AdminTexts; title?: string } | undefined;
  const texts = layout?.texts;
  return [{ title: texts ? `${title(texts)} | ${texts.adminTexts.title}` : (layout?.title ?? "") }, { name: "robots", content: "noindex" }];
}
