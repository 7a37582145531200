-- The locale of the browser that submitted a registration (its Accept-Language, i18n/locales.ts):
-- the activation e-mail is written in it, and the new admin's preferred_locale starts as it.
ALTER TABLE registrations ADD COLUMN locale text NOT NULL DEFAULT 'en-GB';
