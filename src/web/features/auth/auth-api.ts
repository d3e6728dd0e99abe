import { post } from "./auth-request";

/** Sign-in and registration calls of the auth pages (sign-out lives in ./sign-out). */
export const authApi = {
  requestMagicLink: (email: string, target: string) => {
    const callback = `/auth/callback?redirect=${encodeURIComponent(target)}`;
    return post("/sign-in/magic-link", { email, callbackURL: callback, errorCallbackURL: callback });
  },
  signInWithPassword: (email: string, password: string) =>
    post("/sign-in/email", { email, password, rememberMe: true, callbackURL: "/auth/login?verified=1" }),
  register: (email: string, password: string) =>
    post("/sign-up/email", { email, password, name: "", callbackURL: "/auth/login?verified=1" }),
};
