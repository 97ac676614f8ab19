/** Texts of the portal's own admin components, in the admin's language (French unless Malagasy). */
export const adminTexts = {
  fr: {
    worklistTitle: 'À faire',
    drafts: 'Mes brouillons',
    toVerify: 'Fiches avec des points « à vérifier »',
    reviewsDue: 'Relectures arrivées à échéance',
    translations: 'Traductions manquantes ou à mettre à jour',
    translationsSummary: '{missing} manquantes, {outdated} plus anciennes que le français',
    messages: 'Nouveaux messages des citoyens',
    none: 'Rien pour l’instant.',
    seeMoreOne: 'Voir l’autre',
    seeMore: 'Voir les {count} autres',
    noteFull: 'Note complète',
    statusTitle: 'État des traductions',
    statusIntro: 'Pour chaque fiche et thème : le texte existe-t-il dans chaque langue, quand a-t-il été modifié, et le malgache est-il plus ancien que le français ?',
    filterAll: 'Tout',
    filterProblems: 'À traiter',
    filterMissing: 'Traduction manquante',
    filterOutdated: 'Malgache plus ancien',
    colTitle: 'Titre',
    colKind: 'Type',
    colPublished: 'Publié',
    colFr: 'Français',
    colMg: 'Malgache',
    colState: 'État',
    kindServices: 'Fiche',
    kindCategories: 'Thème',
    kindJourneys: 'Parcours',
    kindPage: 'Page',
    yes: 'Oui',
    no: 'Non',
    missing: 'Manquant',
    missingFr: 'Français manquant',
    missingMg: 'Malgache manquant',
    outdatedMg: 'Malgache plus ancien que le français',
    upToDate: 'À jour',
    editIn: 'Modifier en {language}',
    unknownDate: 'date inconnue',
    navStatus: 'État des traductions',
    historyBy: 'par {by}',
    historyCreated: 'Message reçu',
    citizen: 'le citoyen',
    deniedTitle: 'Accès refusé',
    deniedBody: 'La rubrique « {section} » est réservée aux comptes qui ont le rôle : {roles}. Votre compte a le rôle : {yours}.',
    deniedHelp: 'Si votre travail le demande, demandez ce rôle à un administrateur du portail.',
    deniedBack: 'Retour au tableau de bord',
    scheduled: 'Publications programmées',
    scheduledPublish: 'mise en ligne le {date}',
    scheduledUnpublish: 'retrait le {date}',
    scheduledFailed: 'échec : à reprogrammer',
    brokenLinks: 'Liens cassés dans les fiches',
    brokenLinksSummary: '{count} adresse(s) en échec à la vérification du {date}.',
    brokenLinksNever: 'Les liens n’ont pas encore été vérifiés (vérification quotidienne).',
    brokenLinksSee: 'Voir le rapport',
    versionsTitle: 'Versions et auteurs',
    versionsIntro: 'Chaque enregistrement crée une version. Ouvrez une version pour la comparer avec une autre ou la restaurer.',
    versionDate: 'Enregistrée le',
    versionAuthor: 'Par',
    versionStatus: 'État',
    versionTextChanged: 'Texte modifié',
    versionNoText: 'aucun (réglages, liens, relecture)',
    versionUnknownAuthor: 'inconnu (import ou tâche programmée)',
    versionPublished: 'Publiée',
    versionDraft: 'Brouillon',
    versionLatest: 'la plus récente',
    feedbackTitle: 'Avis des lecteurs',
    feedbackIntro: 'Réponses à « Cette page vous a-t-elle été utile ? » sous chaque fiche, les fiches avec le plus de « non » d’abord (5 000 dernières réponses).',
    feedbackShare: 'Part de « oui »',
    feedbackComments: 'Derniers commentaires',
    feedbackEach: 'Toutes les réponses, une par une',
    feedbackDeletedGuide: 'fiche supprimée',
    navFeedback: 'Avis des lecteurs',
    frenchReference: 'Texte français :',
    frenchNone: 'Pas de texte français enregistré pour ce champ.',
    bothLanguagesToFill: 'Remplissez ce contenu en français puis en malgache (sélecteur « Langue du contenu » en haut).',
    warnTitle: 'Attention :',
    warnMissingMg: 'il n’y a pas encore de texte en malgache. Publier mettra en ligne la page en français seulement ; la page en malgache n’existera pas.',
    warnMissingFr: 'il n’y a pas encore de texte en français. Publier mettra en ligne la page en malgache seulement.',
    warnOutdatedMg: 'le français a été modifié le {date}, après le malgache : pensez à mettre le malgache à jour.',
    warnEditMg: 'Compléter en malgache',
    warnEditFr: 'Compléter en français',
    uploadEmpty: 'Le fichier envoyé est vide. Choisissez à nouveau le fichier sur votre ordinateur, puis enregistrez.',
    uploadType: 'Ce fichier n’est ni une image (JPEG, PNG, WebP) ni un PDF, d’après son contenu. Enregistrez-le dans l’un de ces formats, puis envoyez-le à nouveau.',
    uploadPdfInvalid: 'Ce PDF est incomplet ou abîmé (il n’a pas la fin d’un fichier PDF). Enregistrez-le à nouveau depuis le logiciel qui l’a créé (« Enregistrer sous » ou « Exporter en PDF »), puis envoyez-le.',
    uploadInvalid: 'Ce fichier est refusé : {reason}',
    fieldInvalidOne: 'Le champ suivant n’est pas valide :',
    fieldInvalidOther: 'Les champs suivants ne sont pas valides :',
    fieldFile: 'Fichier',
    unknownError: 'Une erreur inconnue s’est produite. Réessayez ; si elle persiste, signalez-la à un administrateur du portail.',
    genericError: 'Une erreur s’est produite. Réessayez ; si elle persiste, signalez-la à un administrateur du portail.',
    smsComposed: 'Vide : la réponse par SMS est composée du coût, du délai et du lieu de la fiche, puis du menu « 1 Pièces 2 Étapes 3 Où ».',
    smsCount: '{count} / {max} caractères · {parts} SMS (plus le menu de suite)',
    smsPreview: 'Aperçu sur un téléphone simple',
    navQuestions: 'Questions des citoyens',
    questionsTitle: 'Questions des citoyens',
    questionsIntro: 'Ce que les citoyens ont demandé ces {days} derniers jours, par SMS, par USSD et sur le site : les mots seulement, sans numéro ni adresse. Ajoutez les mots sans réponse aux fiches concernées ou aux synonymes.',
    questionsPerDay: 'Questions par jour',
    questionsDay: 'Jour',
    questionsCount: 'Questions',
    questionsUnanswered: 'Sans réponse',
    questionsTop: 'Mots les plus demandés',
    questionsNone: 'Mots sans réponse',
    questionsUnopened: 'Questions après lesquelles personne n’a ouvert de fiche',
    questionsUnopenedHelp: 'Posées au moins deux fois sur le site, sans qu’aucune fiche ne soit ouverte depuis les résultats (compté seulement quand le navigateur exécute JavaScript).',
    questionsOpened: 'Fiche ouverte',
    questionsAddLabel: 'Ajouter un mot aux mots des citoyens d’une fiche',
    questionsAddWord: 'Mot',
    questionsAddTarget: 'Fiche ou parcours',
    questionsAddChoose: 'Choisir une fiche ou un parcours…',
    questionsAddButton: 'Ajouter',
    questionsSynonyms: 'Ou l’ajouter à un groupe de synonymes',
    questionsAddedPublished: '« {term} » fait maintenant partie des mots des citoyens de « {page} » : la recherche en tient compte dès maintenant.',
    questionsAddedDraft: '« {term} » a été ajouté au brouillon en cours de « {page} » : il comptera pour la recherche quand ce brouillon sera publié.',
    questionsAddedAlready: '« {term} » figurait déjà dans les mots des citoyens de « {page} ».',
    questionsAddedForbidden: 'Seuls les rédacteurs et les administrateurs peuvent ajouter des mots.',
    questionsAddedNotFound: 'Cette fiche n’existe plus.',
    questionsAddedInvalid: 'Choisissez une fiche et un mot de 60 caractères au plus, sans virgule.',
    questionsAddedFull: 'Cette fiche a déjà 120 expressions : retirez-en avant d’en ajouter.',
  },
  mg: {
    worklistTitle: 'Tokony hatao',
    drafts: 'Ireo drafitra nataoko',
    toVerify: 'Taratasy misy zavatra « hamarinina »',
    reviewsDue: 'Famerenana tonga amin’ny fe-potoana',
    translations: 'Fandikan-teny tsy ampy na tokony havaozina',
    translationsSummary: '{missing} tsy misy, {outdated} taloha noho ny frantsay',
    messages: 'Hafatra vaovao avy amin’ny olom-pirenena',
    none: 'Tsy misy aloha.',
    seeMoreOne: 'Jereo ilay iray hafa',
    seeMore: 'Jereo ireo {count} hafa',
    noteFull: 'Fanamarihana feno',
    statusTitle: 'Toetry ny fandikan-teny',
    statusIntro: 'Isaky ny taratasy sy lohahevitra: misy ve ny soratra amin’ny fiteny tsirairay, oviana no novaina, ary taloha noho ny frantsay ve ny malagasy?',
    filterAll: 'Rehetra',
    filterProblems: 'Tokony hokarakaraina',
    filterMissing: 'Tsy misy fandikan-teny',
    filterOutdated: 'Taloha ny malagasy',
    colTitle: 'Lohateny',
    colKind: 'Karazany',
    colPublished: 'Navoaka',
    colFr: 'Frantsay',
    colMg: 'Malagasy',
    colState: 'Toetrany',
    kindServices: 'Taratasy',
    kindCategories: 'Lohahevitra',
    kindJourneys: 'Dingana',
    kindPage: 'Pejy',
    yes: 'Eny',
    no: 'Tsia',
    missing: 'Tsy misy',
    missingFr: 'Tsy misy ny frantsay',
    missingMg: 'Tsy misy ny malagasy',
    outdatedMg: 'Taloha noho ny frantsay ny malagasy',
    upToDate: 'Vaovao',
    editIn: 'Hanova amin’ny teny {language}',
    unknownDate: 'daty tsy fantatra',
    navStatus: 'Toetry ny fandikan-teny',
    historyBy: 'nataon’i {by}',
    historyCreated: 'Voaray ny hafatra',
    citizen: 'ny olom-pirenena',
    deniedTitle: 'Tsy azonao idirana',
    deniedBody: 'Ny kaonty manana ity anjara ity ihany no afaka miditra ao amin’ny « {section} » : {roles}. Ny anjaran’ny kaontinao : {yours}.',
    deniedHelp: 'Raha ilainao amin’ny asanao izany, angataho amin’ny mpitantana ny vavahadin-tserasera io anjara io.',
    deniedBack: 'Hiverina amin’ny tabilao fitantanana',
    scheduled: 'Famoahana voalahatra',
    scheduledPublish: 'havoaka amin’ny {date}',
    scheduledUnpublish: 'hesorina amin’ny {date}',
    scheduledFailed: 'tsy nahomby: alaharo indray',
    brokenLinks: 'Rohy tapaka ao amin’ny taratasy',
    brokenLinksSummary: 'Adiresy {count} tsy nandeha tamin’ny fanamarinana tamin’ny {date}.',
    brokenLinksNever: 'Mbola tsy voamarina ny rohy (fanamarinana isan’andro).',
    brokenLinksSee: 'Jereo ny tatitra',
    versionsTitle: 'Dika sy mpanoratra',
    versionsIntro: 'Isaky ny fitehirizana dia misy dika vaovao. Sokafy ny dika iray hampitahana azy amin’ny hafa na hamerenana azy.',
    versionDate: 'Voatahiry tamin’ny',
    versionAuthor: 'Nataon’i',
    versionStatus: 'Toetrany',
    versionTextChanged: 'Soratra novaina',
    versionNoText: 'tsy misy (fandrindrana, rohy, famerenana)',
    versionUnknownAuthor: 'tsy fantatra (fampidirana na asa voalahatra)',
    versionPublished: 'Navoaka',
    versionDraft: 'Drafitra',
    versionLatest: 'farany indrindra',
    feedbackTitle: 'Hevitry ny mpamaky',
    feedbackIntro: 'Valin’ny « Nahasoa anao ve ity pejy ity? » eo ambanin’ny taratasy tsirairay, ireo manana « tsia » betsaka indrindra aloha (valiny 5 000 farany).',
    feedbackShare: 'Isan-jaton’ny « eny »',
    feedbackComments: 'Fanamarihana farany',
    feedbackEach: 'Ny valiny rehetra, tsirairay',
    feedbackDeletedGuide: 'taratasy voafafa',
    navFeedback: 'Hevitry ny mpamaky',
    frenchReference: 'Soratra frantsay:',
    frenchNone: 'Tsy misy soratra frantsay voatahiry ho an’ity saha ity.',
    bothLanguagesToFill: 'Fenoy amin’ny teny frantsay ity votoaty ity, avy eo amin’ny teny malagasy (mpifidy « Fitenin’ny votoaty » eo ambony).',
    warnTitle: 'Tandremo:',
    warnMissingMg: 'mbola tsy misy soratra amin’ny teny malagasy. Ny pejy amin’ny teny frantsay ihany no hivoaka raha avoaka izao; tsy hisy ny pejy amin’ny teny malagasy.',
    warnMissingFr: 'mbola tsy misy soratra amin’ny teny frantsay. Ny pejy amin’ny teny malagasy ihany no hivoaka.',
    warnOutdatedMg: 'novaina tamin’ny {date} ny frantsay, taorian’ny malagasy: aza adino ny manavao ny malagasy.',
    warnEditMg: 'Hameno amin’ny teny malagasy',
    warnEditFr: 'Hameno amin’ny teny frantsay',
    uploadEmpty: 'Foana ny rakitra nalefa. Safidio indray ilay rakitra ao amin’ny solosainao, dia tehirizo.',
    uploadType: 'Araka ny votoatiny, tsy sary (JPEG, PNG, WebP) na PDF ity rakitra ity. Tehirizo amin’ny iray amin’ireo endrika ireo, dia alefaso indray.',
    uploadPdfInvalid: 'Tsy feno na simba ity PDF ity (tsy misy ny faran’ny rakitra PDF). Tehirizo indray avy amin’ny rindran’asa namorona azy (« Enregistrer sous » na « Exporter en PDF »), dia alefaso.',
    uploadInvalid: 'Lavina ity rakitra ity: {reason}',
    fieldInvalidOne: 'Tsy mety ity saha manaraka ity:',
    fieldInvalidOther: 'Tsy mety ireto saha manaraka ireto:',
    fieldFile: 'Rakitra',
    unknownError: 'Nisy hadisoana tsy fantatra. Andramo indray; raha mbola mitohy izany, ampahafantaro ny mpitantana ny vavahadin-tserasera.',
    genericError: 'Nisy hadisoana. Andramo indray; raha mbola mitohy izany, ampahafantaro ny mpitantana ny vavahadin-tserasera.',
    smsComposed: 'Foana: ny sarany, ny faharetany ary ny toerana no hamoronana ny valiny amin’ny SMS, arahin’ny menio « 1 Taratasy 2 Dingana 3 Aiza ».',
    smsCount: '{count} / {max} litera · SMS {parts} (miampy ny menio)',
    smsPreview: 'Ahoana no hisehoany amin’ny finday tsotra',
    navQuestions: 'Fanontanian’ny olom-pirenena',
    questionsTitle: 'Fanontanian’ny olom-pirenena',
    questionsIntro: 'Izay nanontanian’ny olom-pirenena tao anatin’ny {days} andro farany, tamin’ny SMS, USSD ary tao amin’ny tranonkala: ny teny ihany, tsy misy laharana na adiresy. Ampio amin’ny torolalana na amin’ny teny mitovy hevitra ireo teny tsy nahitana valiny.',
    questionsPerDay: 'Fanontaniana isan’andro',
    questionsDay: 'Andro',
    questionsCount: 'Fanontaniana',
    questionsUnanswered: 'Tsy nahitana valiny',
    questionsTop: 'Teny be mpanontany indrindra',
    questionsNone: 'Teny tsy nahitana valiny',
    questionsUnopened: 'Fanontaniana tsy nanokafan’olona torolalana taorian’izay',
    questionsUnopenedHelp: 'Napetraka indroa farafahakeliny tao amin’ny tranonkala, nefa tsy nisy torolalana nosokafana avy tao amin’ny valiny (isaina rehefa mandeha ny JavaScript ao amin’ny mpitety tranonkala ihany).',
    questionsOpened: 'Torolalana nosokafana',
    questionsAddLabel: 'Hanampy teny amin’ny tenin’ny olom-pirenena an’ny torolalana',
    questionsAddWord: 'Teny',
    questionsAddTarget: 'Torolalana na dingana',
    questionsAddChoose: 'Misafidiana torolalana na dingana…',
    questionsAddButton: 'Ampio',
    questionsSynonyms: 'Na ampio amin’ny vondron-teny mitovy hevitra',
    questionsAddedPublished: 'Tafiditra ao amin’ny tenin’ny olom-pirenena an’ny « {page} » izao ny « {term} »: raisin’ny fikarohana avy hatrany.',
    questionsAddedDraft: 'Nampiana tao amin’ny drafitra an’ny « {page} » ny « {term} »: hisy vokany amin’ny fikarohana izy rehefa avoaka io drafitra io.',
    questionsAddedAlready: 'Efa ao amin’ny tenin’ny olom-pirenena an’ny « {page} » ny « {term} ».',
    questionsAddedForbidden: 'Ny mpanoratra sy ny mpitantana ihany no afaka manampy teny.',
    questionsAddedNotFound: 'Tsy misy intsony io torolalana io.',
    questionsAddedInvalid: 'Misafidiana torolalana sy teny tsy mihoatra ny litera 60, tsy misy faingo.',
    questionsAddedFull: 'Efa manana fomba fiteny 120 io torolalana io: esory ny sasany aloha vao manampy.',
  },
} as const

export type AdminTexts = { [K in keyof (typeof adminTexts)['fr']]: string }

export function adminTextsFor(language: string | undefined): AdminTexts {
  return language === 'mg' ? adminTexts.mg : adminTexts.fr
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}

/** Message statuses and staff roles as the admin shows them (stored values stay the codes). */
export const messageStatusLabels = {
  received: { fr: 'Reçu', mg: 'Voaray' },
  in_progress: { fr: 'En cours de traitement', mg: 'Eo am-pikarakarana' },
  answered: { fr: 'Répondu', mg: 'Voavaly' },
  closed: { fr: 'Clos', mg: 'Voakatona' },
} as const

/** The kinds of citizens' messages (the same labels as the `kind` field of src/collections/Messages). */
export const messageKindLabels = {
  question: { fr: 'Question', mg: 'Fanontaniana' },
  complaint: { fr: 'Doléance / réclamation', mg: 'Fitarainana' },
  suggestion: { fr: 'Suggestion', mg: 'Soso-kevitra' },
} as const

export const roleLabels = {
  admin: { fr: 'Administrateur', mg: 'Mpitantana' },
  editor: { fr: 'Rédacteur', mg: 'Mpanoratra' },
  moderator: { fr: 'Modérateur', mg: 'Mpandrindra' },
} as const

/** "Voir les 37 autres" under a card that shows part of its list (null when it shows all). */
export function moreLink(total: number, shown: number, t: AdminTexts): string | null {
  const rest = total - shown
  if (rest <= 0) return null
  return rest === 1 ? t.seeMoreOne : fill(t.seeMore, { count: rest })
}

/**
 * A long text cut for a list: at most `max` characters, at a word boundary, ending with "…"
 * (whitespace runs, line breaks included, become one space). `cut` says whether anything was left out.
 */
export function shortText(text: string | null | undefined, max = 140): { text: string; cut: boolean } {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return { text: flat, cut: false }
  const room = flat.slice(0, max + 1)
  // The last space that fits, not one inside a number ("150 000 Ar").
  let space = -1
  for (let i = Math.min(max, room.length - 1); i > 0; i--) {
    if (room[i] === ' ' && !(/\d/.test(room[i - 1]!) && /\d/.test(room[i + 1] ?? ''))) {
      space = i
      break
    }
  }
  // A single very long word (an address) is cut where it must be.
  const head = (space > max / 2 ? room.slice(0, space) : room.slice(0, max)).replace(/[\s,;:.!?(«—–-]+$/u, '')
  return { text: `${head}…`, cut: true }
}

export function labelIn<K extends string>(labels: Record<K, { fr: string; mg: string }>, key: string | null | undefined, language: string | undefined): string {
  const entry = key ? (labels as Record<string, { fr: string; mg: string } | undefined>)[key] : undefined
  if (!entry) return key ?? ''
  return language === 'mg' ? entry.mg : entry.fr
}
