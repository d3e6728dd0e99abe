import { ExternalLink, FileText, Pencil, CirclePlus, Trash2 } from "lucide";
import { useState } from "react";
import type { AdminBlogPostSummaryDto } from "@shared/blog/blog";
import { formatLongDate } from "@shared/core/dates";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { SpanishMissingBadge } from "~/components/admin/spanish-missing-badge";
import { Switch } from "~/components/admin/switch";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useShop } from "~/lib/shop";
import { failureMessage } from "../admin-errors";
import { BlogPostEditor } from "./blog-post-editor";
import { useBlogPosts, useDeletePost, useSetPublished } from "./blog-posts-api";
import { AdminList } from "~/components/admin/admin-list";
import { AdminTable, AdminThumbnail, RowAction } from "~/components/admin/admin-table";
import { useLocalPath, useLocale, useTexts } from "~/lib/texts";

/** docs/product.md 'Admin blog': the posts with status and published date; publish toggle, edit and delete per row. */
export function BlogPostsPage() {
  const texts = useTexts("blogAdminTexts");
  const locale = useLocale();
  const localPath = useLocalPath();
  const shop = useShop();
  const posts = useBlogPosts();
  const setPublished = useSetPublished();
  const deletePost = useDeletePost();
  const [editor, setEditor] = useState<{ postId: string | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminBlogPostSummaryDto | null>(null);

  function togglePublished(post: AdminBlogPostSummaryDto, isPublished: boolean) {
    setPublished.mutate(
      { post, isPublished },
      {
        onSuccess: () => notify("success", isPublished ? texts.toasts.published : texts.toasts.unpublished),
        onError: (error) => notify("error", failureMessage(error, texts.toasts.statusFailed)),
      },
    );
  }

  function confirmDelete(post: AdminBlogPostSummaryDto) {
    deletePost.mutate(post, {
      onSuccess: () => {
        notify("success", texts.toasts.deleted);
        setToDelete(null);
      },
      onError: (error) => notify("error", failureMessage(error, texts.toasts.deleteFailed)),
    });
  }

  return (
    <>
      <AdminPageHeader
        title={texts.heading}
        actions={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditor({ postId: null })}>
            <Icon node={CirclePlus} className="h-4 w-4" />
            {texts.newPost}
          </button>
        }
      />

      <AdminList
        query={posts}
        texts={{ loadFailed: texts.toasts.loadFailed, retry: texts.retry }}
        loadingLabel={texts.loading}
        isEmpty={posts.data?.length === 0}
        emptyText={texts.empty}
      >
        {(loaded) => (
          <AdminTable
            columns={[
              { label: texts.columns.title },
              { label: texts.columns.published, wideOnly: true },
              { label: texts.columns.status },
              { label: texts.columns.actions, srOnly: true },
            ]}
          >
            {loaded.map((post) => {
              const busy =
                (setPublished.isPending && setPublished.variables?.post.id === post.id) ||
                (deletePost.isPending && deletePost.variables?.id === post.id);
              // The shop's time zone, as on the public blog: the same post shows the same date to the admin.
              const published = post.publishedAt ? formatLongDate(post.publishedAt, shop.timeZone, locale) : texts.notPublished;
              return (
                <tr key={post.id} data-testid="blog-post-row">
                  <td className="px-4 py-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <AdminThumbnail src={post.imageUrl} fallback={FileText} className="hidden h-12 w-16 lg:flex" />
                      <div className="min-w-0">
                        <p className="font-semibold text-ink-900">{post.title}</p>
                        <p className="truncate text-xs text-ink-500" title={`/blog/${post.slug}`}>
                          /blog/{post.slug}
                        </p>
                        <p className="text-xs text-ink-500 lg:hidden">
                          {post.isPublished ? `${texts.published} · ${published}` : texts.draft}
                        </p>
                        {(!post.titleEs || !post.hasContentEs) && (
                          <SpanishMissingBadge label={texts.spanish.missingBadge} title={texts.spanish.missingTitle} />
                        )}
                      </div>
                    </div>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-ink-700 lg:table-cell">{published}</td>
                  <td className="px-2 py-3 sm:px-4">
                    <Switch
                      checked={post.isPublished}
                      onChange={(isPublished) => togglePublished(post, isPublished)}
                      label={texts.publishLabel(post.title)}
                      disabled={busy}
                      onText={texts.published}
                      offText={texts.draft}
                      textClassName="hidden lg:inline"
                    />
                  </td>
                  <td className="px-2 py-3 sm:px-4">
                    <div className="flex justify-end gap-1">
                      {post.isPublished && (
                        <a
                          href={localPath(`/blog/${post.slug}`)}
                          target="_blank"
                          rel="noreferrer"
                          className={buttonStyles.ghost}
                          aria-label={texts.viewLabel(post.title)}
                          title={texts.view}
                        >
                          <Icon node={ExternalLink} className="h-4 w-4" />
                          <span className="hidden xl:inline">{texts.view}</span>
                        </a>
                      )}
                      <RowAction
                        icon={Pencil}
                        label={texts.edit}
                        ariaLabel={texts.editLabel(post.title)}
                        onClick={() => setEditor({ postId: post.id })}
                      />
                      <RowAction
                        icon={Trash2}
                        label={texts.delete}
                        ariaLabel={texts.deleteLabel(post.title)}
                        className="text-red-700"
                        onClick={() => setToDelete(post)}
                        disabled={busy}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </AdminList>

      <BlogPostEditor open={editor !== null} postId={editor?.postId ?? null} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.confirmDelete.title}
        message={toDelete ? texts.confirmDelete.message(toDelete.title) : ""}
        confirmLabel={texts.confirmDelete.confirm}
        danger
        busy={deletePost.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
