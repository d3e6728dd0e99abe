import { NotFound } from "./not-found";

/**
 * Every unknown path, in either language: 'Page Not Found' with links home and to the menu. Its
 * words are the layout's (routes/public-layout.tsx, routes/es/public-layout.tsx); the route files
 * (routes/not-found.tsx, routes/es/not-found.tsx) answer with a real HTTP 404.
 */
export default function NotFoundRoute() {
  return <NotFound />;
}
