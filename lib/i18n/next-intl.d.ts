// Keys are checked at compile time: t("nav.projectz") does not type-check.
import type { Locale } from "./locales";
import type { Messages } from "./messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
