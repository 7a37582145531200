import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from 'shared-session';
import { messages } from '../locales/en-GB/messages';

i18n.load('en-GB', messages);
i18n.activate('en-GB');

export { i18n };
export const WithI18n = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
