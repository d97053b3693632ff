import Provider from "oidc-provider";
import { OIDC_TEST } from "./oidc-settings";

// Any login typed into the provider's development login form is an account whose e-mail is the
// login itself, verified unless it starts with "unverified": specs make their own people.
function findAccount(_ctx: unknown, id: string) {
  return {
    accountId: id,
    claims: () => ({
      sub: id,
      email: id,
      email_verified: !id.startsWith("unverified"),
      name: id.split("@")[0],
    }),
  };
}

const provider = new Provider(OIDC_TEST.issuer, {
  clients: [
    {
      client_id: OIDC_TEST.clientId,
      client_secret: OIDC_TEST.clientSecret,
      redirect_uris: [OIDC_TEST.redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  findAccount,
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // Accord reads the e-mail from the ID token, as institutional providers send it.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
});

provider.listen(OIDC_TEST.port, "127.0.0.1", () => {
  console.log(`OIDC test provider on ${OIDC_TEST.issuer}`);
});
