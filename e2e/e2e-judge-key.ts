/** The judge key the e2e server is given (playwright.config.ts): a dummy that must never reach a page. */
export const E2E_JUDGE_KEY = "sk-e2e-judge-key-never-shown";
