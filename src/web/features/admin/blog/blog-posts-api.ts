import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBlogPostDto, AdminBlogPostSummaryDto } from "@shared/blog";
import type { BlogPostInput } from "@shared/blog.schema";
import { apiFetch } from "~/lib/api";

/** Blog posts of the admin (SPEC.md section 7 'Admin'), through /api/admin/blog/posts. */
export const blogPostsKey = ["admin", "blog", "posts"] as const;

export function useBlogPosts() {
  return useQuery({
    queryKey: blogPostsKey,
    queryFn: async () => (await apiFetch<{ posts: AdminBlogPostSummaryDto[] }>("/api/admin/blog/posts")).posts,
  });
}

/** The whole post (with its markdown) for the editor. */
export function useBlogPost(id: string | null) {
  return useQuery({
    queryKey: [...blogPostsKey, id],
    queryFn: async () => (await apiFetch<{ post: AdminBlogPostDto }>(`/api/admin/blog/posts/${id}`)).post,
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
          ? apiFetch<{ post: AdminBlogPostDto }>(`/api/admin/blog/posts/${id}`, { method: "PUT", json: input })
          : apiFetch<{ post: AdminBlogPostDto }>("/api/admin/blog/posts", { method: "POST", json: input }))
      ).post,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, isPublished }: { post: AdminBlogPostSummaryDto; isPublished: boolean }) =>
      (await apiFetch<{ post: AdminBlogPostDto }>(`/api/admin/blog/posts/${post.id}/published`, { method: "PUT", json: { isPublished } })).post,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminBlogPostSummaryDto) => apiFetch<void>(`/api/admin/blog/posts/${post.id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}
