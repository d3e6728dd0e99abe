import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBlogPostSummaryDto } from "@shared/blog/blog";
import type { BlogPostInput } from "@shared/blog/blog.schema";
import { api, unwrap } from "~/lib/api-client";

/** Blog posts of the admin (docs/product.md 'Admin API'), through /api/admin/blog/posts. */
export const blogPostsKey = ["admin", "blog", "posts"] as const;

export function useBlogPosts() {
  return useQuery({
    queryKey: blogPostsKey,
    queryFn: async () => (await unwrap(api.admin.blog.posts.$get())).posts,
  });
}

/** The whole post (with its markdown) for the editor. */
export function useBlogPost(id: string | null) {
  return useQuery({
    queryKey: [...blogPostsKey, id],
    queryFn: async () => (await unwrap(api.admin.blog.posts[":id"].$get({ param: { id: id! } }))).post,
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      (
        await (id
          ? unwrap(api.admin.blog.posts[":id"].$put({ param: { id }, json: input }))
          : unwrap(api.admin.blog.posts.$post({ json: input })))
      ).post,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, isPublished }: { post: AdminBlogPostSummaryDto; isPublished: boolean }) =>
      (await unwrap(api.admin.blog.posts[":id"].published.$put({ param: { id: post.id }, json: { isPublished } }))).post,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminBlogPostSummaryDto) => unwrap(api.admin.blog.posts[":id"].$delete({ param: { id: post.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}
