-- The UI language a user picked (issue #40); null follows the browser's Accept-Language.
ALTER TABLE "users" ADD COLUMN "locale" TEXT;
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'zh', 'ru', 'el', 'nl', 'pl'));
