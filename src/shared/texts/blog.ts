/** Words of the blog screens (docs/product.md 'Blog list', 'Blog post page', 'Blog texts'). */
export const blogTexts = {
  pageTitle: "Blog",
  metaDescription: "Read our latest blog posts about Mexican cuisine, cooking tips, and restaurant news.",
  heading: "Our Blog",
  subtitle: "Stories, recipes, and news from our kitchen to yours",
  // loadingTexts.posts, repeated: importing that module makes it a chunk of its own on every page (ADR 0008).
  loading: "Loading posts...",
  empty: "No blog posts available at the moment.",
  readMore: "Read more →",
  backToBlog: "Back to Blog",
  publishedOn: "Published on",
  byAuthor: (name: string) => `By ${name}`,
  notFound: {
    title: "Post Not Found",
    body: "The blog post you're looking for doesn't exist or has been removed.",
  },
} as const;
