/** The admin's language for a message built on the server: Malagasy when the editor chose it, French otherwise. */
export function adminLanguage(req: { i18n?: { language?: string } } | null | undefined): 'fr' | 'mg' {
  return req?.i18n?.language === 'mg' ? 'mg' : 'fr'
}
