/**
 * Corrections to Payload's French admin (`i18n.translations.fr` in src/payload.config.ts), merged
 * over @payloadcms/translations' `fr`. The same keys have their Malagasy in ./mg.ts. Checked by
 * fr.test.ts: every key exists in Payload's English, with the same {{placeholders}}.
 *
 * - "Paramètres régionaux" made editors think they changed a display setting: it is the
 *   language of the content being edited, and says so.
 * - Payload's French has two broken placeholders ({{titre}}, {{étiquette}}: Payload passes
 *   {{title}} and {{label}}, so the text showed "{{titre}}") and "Temps" for a date and time.
 * - A few phrasings that read as translated from English ("Email ou Nom d'utilisateur",
 *   "S’il vous plaît, veuillez", "l'email donné").
 *
 * What no translation reaches (texts written in English in Payload's code, not in its
 * dictionaries) is listed in src/admin/errorMessages.ts and src/admin/dateFields.ts.
 */
export const frOverrides = {
  authentication: {
    emailOrUsername: 'Adresse e-mail ou nom d’utilisateur',
  },
  dashboard: {
    addWidget: 'Ajouter un widget',
  },
  error: {
    localesNotSaved_one: 'Le texte de la langue suivante n’a pas pu être enregistré :',
    localesNotSaved_other: 'Les textes des langues suivantes n’ont pas pu être enregistrés :',
    userEmailAlreadyRegistered: 'Un compte existe déjà avec cette adresse e-mail.',
  },
  general: {
    allLocales: 'Toutes les langues',
    fallbackToDefaultLocale: 'Revenir à la langue par défaut',
    locale: 'Langue du contenu',
    locales: 'Langues du contenu',
    schedulePublishFor: 'Programmer la publication de « {{title}} »',
    time: 'Date et heure',
  },
  localization: {
    cannotCopySameLocale: 'Impossible de copier vers la même langue',
    copyToLocale: 'Copier vers l’autre langue',
    localeToPublish: 'Langue à publier',
    selectLocaleToCopy: 'Choisissez la langue vers laquelle copier',
    selectLocaleToDuplicate: 'Choisissez les langues à dupliquer',
  },
  validation: {
    emailAddress: 'Veuillez saisir une adresse e-mail valide.',
  },
  version: {
    // A restore is a minor change (src/editorial/changeHistory.ts): said before the editor confirms.
    aboutToRestore: 'Vous allez remettre {{label}} dans l’état du {{versionDate}}, dans les deux langues. C’est une modification non importante : l’historique public et la date « Mise à jour » ne changent pas (publiez ensuite une modification importante si les usagers doivent en être informés). Un fichier, une démarche liée ou un lieu supprimés depuis ne reviennent pas avec elle.',
    noRowsSelected: 'Aucune sélection ({{label}})',
    selectLocales: 'Langues du contenu à afficher',
    showLocales: 'Afficher les langues :',
  },
}
