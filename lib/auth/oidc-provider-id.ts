/** next-auth's id for the institution's provider: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";
