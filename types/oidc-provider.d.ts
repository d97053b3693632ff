// oidc-provider ships no types; this is the little of it e2e/oidc-test-provider.ts uses.
declare module "oidc-provider" {
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, callback: () => void): unknown;
  }
}
