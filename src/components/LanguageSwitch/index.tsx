import { getDictionary, localeNames, locales, type Locale } from '@/i18n'

import { LanguageSwitchClient } from './LanguageSwitch.client'

/** Server part: only the texts of the current language travel to the browser. */
export function LanguageSwitch({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).language
  return (
    <LanguageSwitchClient
      lang={lang}
      texts={{ button: t.button, buttonShort: t.buttonShort, title: t.dialogTitle, intro: t.dialogIntro, close: t.close, current: t.current }}
      options={locales.map((code) => ({ code, name: localeNames[code] }))}
    />
  )
}
