/** Remembers a picked language in this browser, for pages before sign-in. */
export const localeCookie = "accord_locale";
