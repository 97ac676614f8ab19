/**
 * Glossary of the portal's recurring terms: for each one, the French term as the portal writes
 * it, the Malagasy form the guides use (`mg`), the Malagasy variants that are understood but
 * should be replaced (`variants`), and the forms that must never appear in Malagasy text
 * (`wrong`). Editors (the ministries' writers and the portal's team) keep it up to date: add an
 * entry when a term comes back in several guides, and explain each choice in `note`.
 *
 * How the code uses it:
 * - Content lint (src/seed/lint.ts), on every Malagasy text of the seed data and of the code
 *   (guides, themes and their slugs, journeys, flows, places, home and about pages, dictionaries,
 *   the admin's texts, field labels: src/seed/malagasySources.ts): a `wrong` form fails, and so
 *   does a `variants` form unless it is quoted (« ») or in parentheses as a gloss; the message
 *   names the file, the field and `mg`. Forms are found inflected too (src/seed/glossary.ts:
 *   « Minisiteran’ny », « kara-panondronao », « sata sivilin’ny », « toeram-bonjy maika »), so write
 *   each form once, in its dictionary form. Case, ’ and ' do not matter. `notImperative` forms fail
 *   at the start of a sentence, where an instruction begins.
 * - Search: each entry is a synonym group (`fr`, `mg` and `variants`; never `wrong`), so a
 *   citizen typing a variant or the French word finds the guides written with the preferred form.
 * - `npx tsx src/scripts/glossary-report.ts` counts, per entry, the uses of `mg`, of the variants
 *   and of the wrong forms (issue 39).
 *
 * How to choose:
 * - `mg` follows the Malagasy administration's own usage first (the Torolalana site,
 *   torolalana.gov.mg, copied in .ev/torolalana; the ministries' official names in
 *   src/seed/data/ministries.ts; the Malagasy titles of laws), then the form most used by the
 *   portal's guides.
 * - French words citizens use every day (carte grise, greffe, duplicata…) are `variants`, not
 *   `wrong`: a guide may still add them as a gloss in parentheses after the Malagasy term, which
 *   helps readers who know only the French word, or quote them (« casier judiciaire ») when that is
 *   what a citizen writes or reads on a counter.
 * - `wrong` is kept to forms that have no legitimate use in a Malagasy sentence, because a single
 *   occurrence fails the lint. Never put an acronym (CIN, NIF, RCS…) or an ordinary Malagasy word
 *   there, even when it is misused in one place (« toerany » for a status, « dikan-teny » for a
 *   version): those cases are explained in `note` instead.
 * - The `mg` lists of src/seed/data/citizenWords.ts record citizens' own words on purpose
 *   (French words, variants): the lint must not apply this glossary to them.
 */
export type GlossaryTerm = {
  /** Stable ASCII key. */
  key: string
  /** The French term as the portal writes it. */
  fr: string
  /** The preferred Malagasy form. */
  mg: string
  /** Malagasy variants citizens and older texts use: accepted (search finds them) but the lint warns and suggests `mg`. */
  variants: string[]
  /** Forms that must never appear in Malagasy text: French leftovers, or words that mean something else. The lint fails on them (whole-word, case-insensitive). */
  wrong: string[]
  /** Forms that are not imperatives (« vory », gathered): wrong at the start of a sentence, where an instruction begins. */
  notImperative?: string[]
  /** Why, for editors (French), with the source of the choice when there is one. */
  note: string
}

export const glossary: GlossaryTerm[] = [
  // ---------------------------------------------------------------- Identité, état civil
  {
    key: 'carte-nationale-d-identite',
    fr: 'carte nationale d’identité',
    mg: 'kara-panondro',
    variants: ['karapanondro', 'kara panondro', 'kara-panondrom-pirenena'],
    wrong: [],
    note: 'Forme courte utilisée par les guides et par Torolalana (« Fangatahana kara-panondro voalohany »). Le sigle CIN est accepté tel quel, seul ou entre parenthèses. « Kara-panondrom-pirenena » est le nom complet de la rubrique Torolalana : juste, mais on écrit la forme courte dans le texte courant.',
  },
  {
    key: 'acte-de-naissance',
    fr: 'acte de naissance (copie)',
    mg: 'kopia nahaterahana',
    variants: ['kopia soratra nahaterahana', 'soratra nahaterahana', 'kopia fahaterahana', 'taratasy nahaterahana', 'raki-tsoram-pahaterahana'],
    wrong: [],
    note: 'Ce que le citoyen demande et fournit est la copie : « kopia nahaterahana », titre de la fiche Torolalana (« Fangalana kopia nahaterahana ») et forme la plus fréquente des guides. L’acte lui-même, dans le registre, est « sora-pahaterahana » (entrée suivante) : ne l’écrire que pour l’acte (« didim-pitsarana mameno ny sora-pahaterahana »), jamais pour la pièce à fournir.',
  },
  {
    key: 'acte-de-naissance-registre',
    fr: 'acte de naissance (l’acte, dans le registre)',
    mg: 'sora-pahaterahana',
    variants: [],
    wrong: [],
    note: 'Issue 39 : séparé de « kopia nahaterahana », dont il était une variante, parce que les deux ont un sens propre. L’acte inscrit au registre de l’état civil, que le jugement supplétif remplace (« didim-pitsarana mameno ny sora-pahaterahana ») ; la pièce qu’on demande et qu’on fournit est la copie, « kopia nahaterahana ». Le lint ne peut pas voir ce sens : relire chaque « sora-pahaterahana ».',
  },
  {
    key: 'acte-de-mariage',
    fr: 'acte de mariage (copie)',
    mg: 'kopia fanambadiana',
    variants: ['sora-panambadiana', 'raki-tsoram-panambadiana'],
    wrong: [],
    note: 'Même construction que « kopia nahaterahana ». Torolalana titre « Raki-tsoram-panambadiana sy bokim-pianakaviana » (l’acte) ; les guides écrivent « kopia fanambadiana » pour la copie à fournir.',
  },
  {
    key: 'acte-de-deces',
    fr: 'acte de décès (copie)',
    mg: 'kopia fahafatesana',
    variants: ['soratra fahafatesana', 'raki-tsoram-pahafatesana'],
    wrong: [],
    note: 'Même construction que « kopia nahaterahana » (Torolalana : « Fangalana raki-tsoram-pahafatesana » pour l’acte).',
  },
  {
    key: 'acte-de-deces-registre',
    fr: 'acte de décès (l’acte, dans le registre)',
    mg: 'sora-pahafatesana',
    variants: [],
    wrong: [],
    note: 'Issue 39 : comme « sora-pahaterahana », l’acte inscrit au registre (« fepetra momba ny sora-pahafatesana », les dispositions de la loi sur les actes de décès) ; la pièce à fournir est la copie, « kopia fahafatesana ».',
  },
  {
    key: 'etat-civil',
    fr: 'état civil',
    mg: 'sora-piankohonana',
    variants: ['soram-piankohonana', 'sata sivily'],
    wrong: [],
    note: 'Choix tranché : « sora-piankohonana », titre et adresse du thème compris depuis l’issue 39 (« Sora-piankohonana », /mg/services/sora-piankohonana/ ; l’ancienne adresse /mg/services/sata-sivily/ redirige, src/seed/data/redirects.ts). C’est le terme de l’administration : Torolalana écrit « Tonian’ny Sora-piankohonana » (officier d’état civil) et « tompon’andraikitry ny fanjakana misahana ny sora-piankohonana », le libellé de l’admin (src/collections/Categories.ts) est « Sora-piankohonana », et les guides du portail l’emploient partout (bureau, officier, loi 2018-027 « momba ny sora-piankohonana »). « Soram-piankohonana » est la graphie de la rubrique Torolalana : accepté. « Sata sivily » est un calque du français (« sata » = statut) qu’on trouve dans quelques textes : compris, mais à remplacer.',
  },
  {
    key: 'officier-d-etat-civil',
    fr: 'officier d’état civil',
    mg: 'mpiandraikitra ny sora-piankohonana',
    variants: ['tonian’ny sora-piankohonana'],
    wrong: [],
    note: 'Forme des guides. « Tonian’ny Sora-piankohonana » (Torolalana) est juste aussi ; on garde une seule forme dans le portail.',
  },
  {
    key: 'jugement-suppletif',
    fr: 'jugement supplétif',
    mg: 'didim-pitsarana mameno',
    variants: ['didim-pitsarana solon’ny sora-pahaterahana'],
    wrong: [],
    note: 'Forme la plus fréquente des guides ; terme encore à confirmer par un juriste (voir la note de relecture du guide acte-de-naissance).',
  },
  {
    key: 'duplicata',
    fr: 'duplicata',
    mg: 'dikasolo',
    variants: ['duplicata', 'dika faharoa'],
    wrong: [],
    note: 'Torolalana nomme ainsi le remplacement de la CIN perdue ou abîmée (« Dikasolo Very », « Dikasolo Fahasimbana »). Ne pas confondre avec « dika mitovy » (photocopie, copie certifiée) ni avec « kopia » (copie d’un acte d’état civil).',
  },
  {
    key: 'photocopie',
    fr: 'photocopie',
    mg: 'dika mitovy',
    variants: ['fotokopia'],
    wrong: [],
    note: 'Forme de Torolalana et des guides ; « dika mitovy voamarina » pour une copie certifiée conforme.',
  },
  {
    key: 'photo-d-identite',
    fr: 'photo d’identité',
    mg: 'sary famantarana',
    variants: [],
    wrong: [],
    note: 'Forme des guides (passeport, permis, baccalauréat). « Sary » seul suffit quand le contexte est clair.',
  },
  {
    key: 'certificat-de-residence',
    fr: 'certificat de résidence',
    mg: 'fanamarinam-ponenana',
    variants: ['taratasy fanamarinana fonenana'],
    wrong: [],
    note: 'Forme courte des guides et des parcours, délivrée par le fokontany.',
  },
  {
    key: 'procuration',
    fr: 'procuration',
    mg: 'taratasy fanomezan-dàlana',
    variants: ['taratasy fanomezan-dalana'],
    wrong: [],
    note: '« Làlana » avec accent : l’autorisation (la loi) ; « lalana » sans accent est la route. Même règle pour « fahazoan-dàlana ».',
  },
  {
    key: 'legalisation',
    fr: 'légalisation (de signature)',
    mg: 'fanamarinana sonia',
    variants: ['légalisation'],
    wrong: [],
    note: 'Forme des guides ; le mot français peut suivre entre parenthèses.',
  },
  {
    key: 'passeport',
    fr: 'passeport',
    mg: 'pasipaoro',
    variants: ['passeport'],
    wrong: [],
    note: 'Forme de Torolalana (« Fangalana pasipaoro ») et des guides. Le mot français est ce que beaucoup de citoyens tapent : la recherche le trouve, le lint le signale dans un texte malgache.',
  },
  {
    key: 'citoyennete',
    fr: 'citoyenneté',
    mg: 'zom-pirenena',
    variants: ['fahaolom-pirenena'],
    wrong: [],
    note: 'Nom de la rubrique Torolalana (« Zom-pirenena ») et du libellé de l’admin (src/collections/Categories.ts) ; titre et adresse du thème depuis l’issue 39 (/mg/services/zom-pirenena/, l’ancienne /mg/services/fahaolom-pirenena/ redirige). « Fahaolom-pirenena » (le fait d’être citoyen) est compris : à remplacer. Le même mot désigne la nationalité (« fanamarinana ny zom-pirenena ») : c’est le sens de la rubrique Torolalana.',
  },
  // ---------------------------------------------------------------- Administrations
  {
    key: 'ministere',
    fr: 'ministère',
    mg: 'ministera',
    variants: ['minisitera', 'minisiteran'],
    wrong: [],
    note: 'Choix tranché : « Ministera ». C’est la forme des noms officiels (src/seed/data/ministries.ts : « Ministeran’ny Fahasalamam-bahoaka », « Ministeran’ny Atitany sy ny Fitsinjaram-pahefana »…) et de l’interface du portail. « Minisitera », qui vient de « minisitra » (le ministre, la personne), se lit aussi dans Torolalana et dans des guides : compris, mais à remplacer (« Minisiteran’ny » → « Ministeran’ny »). Le ministre lui-même reste « minisitra ».',
  },
  {
    key: 'service-administratif',
    fr: 'service (administratif)',
    mg: 'sampan-draharaha',
    variants: ['sampandraharaha', 'serivisy'],
    wrong: [],
    note: 'Graphie composée régulière (sampana + raharaha), la plus fréquente dans les guides et celle de Torolalana (« sampan-draharaham-panjakana »). « Serivisy » (Torolalana : « serivisy pasipaoro ») est un emprunt compris. Pour un « service public » au sens de démarche, l’interface dit « fomba fanao ».',
  },
  {
    key: 'demarche',
    fr: 'démarche (service public)',
    mg: 'fomba fanao',
    variants: [],
    wrong: [],
    note: 'Choix tranché (issue 39) : « fomba fanao », partout, SMS et USSD compris. C’est le mot de l’interface publique (« Ny fomba fanao rehetra ») et de la glose de « sampan-draharaha ». La démarche s’écrivait de trois façons : « fomba fanao », « fikarakarana » (SMS, USSD, page SMS, copie de secours, quelques guides) et « dingana » (descriptions de thèmes, quelques guides) ; l’admin disait aussi « fomba fiasa » (parcours, questions). « Fikarakarana » veut dire « traitement » (d’un dossier, d’une plainte, d’un produit) et « dingana » veut dire « étape » (entrées suivantes) : ils ne sont pas des variantes, parce qu’ils restent justes dans ce sens-là ; le lint ne voit pas le sens, la relecture si.',
  },
  {
    key: 'etape',
    fr: 'étape',
    mg: 'dingana',
    variants: [],
    wrong: [],
    note: 'Une étape d’une démarche ou d’un parcours (« Dingana arahina », « Dingana 2 »). Jamais pour la démarche elle-même (« fomba fanao »).',
  },
  {
    key: 'parcours',
    fr: 'parcours étape par étape',
    mg: 'dingana tsikelikely',
    variants: [],
    wrong: [],
    note: 'Issue 39 : le nom que l’admin donnait déjà aux parcours (« Dingana tsikelikely »), repris par le site public, qui disait « dingana » tout court, comme pour une étape (« Ity fomba fanao ity dia anisan’ny dingana … dingana 3 amin’ny 5 »). Proposition à faire relire par un locuteur natif.',
  },
  {
    key: 'traitement',
    fr: 'traitement (d’un dossier, d’une plainte, d’un produit)',
    mg: 'fikarakarana',
    variants: [],
    wrong: [],
    note: 'Sens de « mikarakara » : s’occuper de, traiter (« rafitra fikarakarana ny fitarainana », le traitement phytosanitaire). Jamais pour la démarche elle-même (« fomba fanao »), comme l’écrivaient les textes SMS et USSD avant l’issue 39.',
  },
  {
    key: 'guichet-unique',
    fr: 'guichet unique',
    mg: 'birao tokana',
    variants: ['guichet unique'],
    wrong: [],
    note: 'Forme des guides (EDBM, arrondissements d’Antananarivo) ; le français peut suivre entre parenthèses à la première mention.',
  },
  {
    key: 'commune',
    fr: 'commune',
    mg: 'kaominina',
    variants: ['kaomina', 'komina'],
    wrong: [],
    note: 'Forme officielle et de tous les guides (« Kaominina Ambonivohitr’Antananarivo »).',
  },
  {
    key: 'chef-fokontany',
    fr: 'chef fokontany',
    mg: 'sefom-pokontany',
    variants: ['sefo fokontany', 'chef fokontany'],
    wrong: [],
    note: 'Forme composée régulière (sefo + fokontany), celle des guides d’état civil et du certificat de résidence.',
  },
  {
    key: 'tribunal',
    fr: 'tribunal',
    mg: 'fitsarana',
    variants: ['tribonaly'],
    wrong: [],
    note: 'Tribunal de première instance : « Fitsarana ambaratonga voalohany » (sigle TPI accepté).',
  },
  {
    key: 'greffe',
    fr: 'greffe (du tribunal)',
    mg: 'birao mpitan-tsoratra',
    variants: ['greffe'],
    wrong: [],
    note: 'Le greffier est le « mpitan-tsoratra » ; le guide du registre du commerce écrit déjà « birao mpitan-tsoratra ». Plusieurs guides gardent le mot français (« ao amin’ny greffe-n’ny Fitsarana ») : à remplacer, le français peut suivre entre parenthèses. Ne pas confondre avec « fitanana an-tsoratra », qui est le procès-verbal.',
  },
  {
    key: 'proces-verbal',
    fr: 'procès-verbal',
    mg: 'fitanana an-tsoratra',
    variants: [],
    wrong: [],
    note: 'Sens des guides (plainte, réception du véhicule). Le sigle PV est accepté.',
  },
  // ---------------------------------------------------------------- Formulaires, paiement, délais
  {
    key: 'formulaire',
    fr: 'formulaire',
    mg: 'taratasy fenoina',
    variants: ['formulaire', 'formulera'],
    wrong: [],
    note: 'Mot de l’interface (« taratasy fenoina an-tserasera »). « Taratasy fangatahana » est la lettre ou le formulaire de demande : juste quand c’est bien une demande.',
  },
  {
    key: 'statut',
    fr: 'statut (d’une demande, d’une version, d’une traduction)',
    mg: 'toetra',
    variants: [],
    wrong: [],
    note: 'Choix tranché : « toetra » (« toetry ny fangatahana », « toetrany »), le mot de l’admin pour le statut d’une demande (src/collections/Messages), d’une version et d’une traduction (src/admin/texts.ts). Ne pas écrire « toerany » : c’est « sa place », pas « son état » ; le mot ne peut pas figurer dans `wrong` car il est juste dans son sens propre. « Sata » est réservé aux statuts juridiques (statuts d’une société, statut des fonctionnaires).',
  },
  {
    key: 'statuts-juridiques',
    fr: 'statuts (d’une société, d’une association)',
    mg: 'sata',
    variants: [],
    wrong: [],
    note: 'Sens de Torolalana (« Safidio ny sata ara-dalàna mety amin’ny orinasanao ») et des guides d’entreprise. Pour le statut d’une demande, voir « toetra ».',
  },
  {
    key: 'version',
    fr: 'version',
    mg: 'dika',
    variants: [],
    wrong: [],
    note: 'Choix tranché : « dika » (« dika navoaka », « dika miasa »), le mot de l’admin (src/admin/i18n/mg.ts). « Dikan-teny » veut dire « traduction » : à ne pas employer pour une version, ce qui prête à confusion dans un portail bilingue ; il ne peut pas figurer dans `wrong` car il est juste au sens de traduction.',
  },
  {
    key: 'traduction',
    fr: 'traduction',
    mg: 'dikan-teny',
    variants: [],
    wrong: [],
    note: 'Action de traduire : « fandikan-teny ». Voir aussi « version ».',
  },
  {
    key: 'mot-de-passe',
    fr: 'mot de passe',
    mg: 'tenimiafina',
    variants: ['teny miafina'],
    wrong: ['mot de passe'],
    note: 'Mot de l’admin (src/admin/i18n/mg.ts) et d’usage courant sur le web malgache ; le portail public l’emploie aussi.',
  },
  {
    key: 'recu',
    fr: 'reçu',
    mg: 'rosia',
    variants: ['reçu'],
    wrong: [],
    note: 'Forme la plus fréquente des guides (« Angataho foana ny rosia »). « Tapakila (fandoavana) » est juste aussi et employé par Torolalana, mais « tapakila » veut aussi dire ticket : il n’est pas en variante.',
  },
  {
    key: 'recepisse',
    fr: 'récépissé',
    mg: 'taratasy fanamarinana fandraisana',
    variants: ['récépissé'],
    wrong: [],
    note: 'Preuve de dépôt remise par l’administration. Proposition à faire valider ; les guides fiscaux (carte statistique, NIF) gardent pour l’instant le mot français entre guillemets.',
  },
  {
    key: 'timbre-fiscal',
    fr: 'timbre fiscal',
    mg: 'hajia',
    variants: ['timbre fiscal'],
    wrong: [],
    note: 'Forme des guides (« Hajia na sarany takian’ny kaominina »).',
  },
  {
    key: 'frais',
    fr: 'frais, coût',
    mg: 'sarany',
    variants: ['frais'],
    wrong: [],
    note: 'Mot de l’interface (« Sarany ») et des guides ; « vidiny » est le prix d’un produit (médicament), pas des frais administratifs.',
  },
  {
    key: 'gratuit',
    fr: 'gratuit',
    mg: 'maimaim-poana',
    variants: ['tsy andoavam-bola', 'tsy misy sarany'],
    wrong: [],
    note: 'Mot de l’interface et de la plupart des guides ; les deux variantes sont comprises mais on garde une seule forme.',
  },
  {
    key: 'delai',
    fr: 'délai (limite à respecter)',
    mg: 'fe-potoana',
    variants: [],
    wrong: [],
    note: 'La limite (« ao anatin’ny fe-potoana 30 andro »). La durée de traitement est « faharetany » (voir l’entrée suivante).',
  },
  {
    key: 'delai-de-traitement',
    fr: 'délai de traitement',
    mg: 'faharetany',
    variants: [],
    wrong: [],
    note: 'Libellé de l’interface et des SMS (« Faharetany ») pour la durée d’une démarche.',
  },
  // ---------------------------------------------------------------- Démarches et documents
  {
    key: 'permis-de-conduire',
    fr: 'permis de conduire',
    mg: 'fahazoan-dàlana mitondra fiara',
    variants: ['fahazoan-dalana mitondra fiara', 'fahazoan-dàlana hitondra fiara', 'fahazoan-dalana hitondra fiara'],
    wrong: [],
    note: 'Forme exacte de Torolalana (« Fahazoan-dàlana mitondra fiara »), avec l’accent de « làlana » (autorisation). « Permis » seul, que tapent les citoyens, est ambigu (permis de construire) : il n’est pas en variante.',
  },
  {
    key: 'permis-de-construire',
    fr: 'permis de construire',
    mg: 'fahazoan-dàlana hanorina',
    variants: ['fahazoan-dalana hanorina'],
    wrong: [],
    note: 'Même règle d’accent que le permis de conduire.',
  },
  {
    key: 'carte-grise',
    fr: 'carte grise',
    mg: 'karatra volondavenona',
    variants: ['carte grise'],
    wrong: [],
    note: 'Traduction déjà employée par les guides carte statistique et registre du commerce. Le français, mot de tous les jours, peut suivre entre parenthèses (« karatra volondavenona (carte grise) ») mais ne doit pas remplacer le terme malgache dans la phrase.',
  },
  {
    key: 'casier-judiciaire',
    fr: 'casier judiciaire (bulletin n° 3)',
    mg: 'firaketana heloka',
    variants: ['casier judiciaire'],
    wrong: [],
    note: 'Forme des guides et des parcours. Torolalana garde le français entre guillemets (« Fangalana « casier judiciaire » na bulletin N° 3 ») : c’est ce que les citoyens demandent au guichet, d’où la recherche par variante et l’usage en glose.',
  },
  {
    key: 'societe',
    fr: 'société (entreprise)',
    mg: 'orinasa',
    variants: ['société'],
    wrong: [],
    note: 'Torolalana dit « orinasa » pour toute entreprise (« Fananganana orinasa »). Pour distinguer une société d’une entreprise individuelle, nommer la forme (« orinasa (SARL, SARLU, SA) ») ou écrire « orinasa tsy miankina amin’olon-tokana » pour l’entreprise individuelle, plutôt que le mot français. « Fikambanana » est une association, pas une société.',
  },
  {
    key: 'impot',
    fr: 'impôt',
    mg: 'hetra',
    variants: [],
    wrong: [],
    note: 'Terme de Torolalana (« Ireo karazan-ketra eto Madagasikara ») et des guides. Le nom français d’un impôt (« impôt synthétique ») peut suivre entre parenthèses.',
  },
  {
    key: 'titre-foncier',
    fr: 'titre foncier',
    mg: 'titra',
    variants: [],
    wrong: [],
    note: 'Forme des guides ; Torolalana écrit aussi « titra fananan-tany ». Certificat foncier : « kara-tany ».',
  },
  // ---------------------------------------------------------------- Santé et urgences
  {
    key: 'urgence',
    fr: 'urgence',
    mg: 'vonjy taitra',
    variants: ['vonjy maika'],
    wrong: [],
    note: 'Forme la plus employée par les guides, les numéros d’urgence, les SMS et USSD (« VONJY ») et le libellé de l’admin (src/collections/Categories.ts : « Vonjy taitra »). « Vonjy maika » est compris : à remplacer. Issue 39 : le thème s’appelait « Vonjy maika », si bien que l’accueil USSD malgache montrait « 1 Vonjy taitra » puis le thème « Vonjy maika » ; il s’appelle « Vonjy taitra » (/mg/services/vonjy-taitra/, l’ancienne adresse /mg/services/vonjy-maika/ redirige).',
  },
  {
    key: 'kit-d-urgence',
    fr: 'kit d’urgence',
    mg: 'fonosana fanafody vonjy taitra',
    variants: [],
    wrong: ['kit d’urgence', "kit d'urgence", 'kit'],
    note: 'Le lot de médicaments et de matériel délivré aux urgences des hôpitaux publics. « Kit » n’est pas un mot malgache : c’est un reste du français. Proposition de traduction à faire valider par le ministère de la Santé.',
  },
  {
    key: 'ambulance',
    fr: 'ambulance',
    mg: 'fiara mpitondra marary',
    variants: ['ambilansy'],
    wrong: [],
    note: 'Terme de Torolalana (« Fiara mpitondra marary »).',
  },
  {
    key: 'sapeurs-pompiers',
    fr: 'sapeurs-pompiers',
    mg: 'mpamonjy voina',
    variants: ['pompier'],
    wrong: [],
    note: 'Forme des guides, des numéros d’urgence et de l’interface.',
  },
  {
    key: 'pharmacie',
    fr: 'pharmacie',
    mg: 'farmasia',
    variants: ['fivarotam-panafody'],
    wrong: [],
    note: 'Torolalana nomme chaque officine « Farmasia … » et le guide des pharmacies de garde emploie « farmasia ». « Fivarotam-panafody » (titre Torolalana) est juste mais plus long : on garde une forme. Dans un nom d’officine, « Farmasia » suivi du nom propre, sans article français (« Farmasia Avenue », pas « Farmasia de l’Avenue »).',
  },
  {
    key: 'pharmacie-de-garde',
    fr: 'pharmacie de garde',
    mg: 'farmasia miambina',
    variants: ['fivarotam-panafody miandry', 'farmasia miandry', 'fivarotam-panafody mpiandry raharaha'],
    wrong: [],
    note: 'Forme du guide des pharmacies de garde (« farmasia miambina »). Torolalana titre « Fivarotam-panafody mpiandry raharaha » : compris, mais on garde la forme du guide.',
  },
  // ---------------------------------------------------------------- Interface, alertes, messages (issue 39)
  {
    key: 'alerte',
    fr: 'alerte (message d’urgence envoyé aux abonnés)',
    mg: 'fampitandremana',
    variants: [],
    wrong: [],
    note: 'Le service et ses messages : « Handray ny fampitandremana maika », mot-clé SMS FAMPITANDREMANA. C’est le mot de la Météo et de la presse pour un avertissement officiel (« fampitandremana miloko mena amin’ny rotsakorana », Newsmada, 16 janvier 2024, https://newsmada.com/2024/01/16/boeny-sofia-ary-diana-hahery-vaika-ny-onjan-dranomasina). Jamais pour un niveau de gravité : avant l’issue 39, le niveau « Alerte » s’écrivait aussi « Fampitandremana » et le niveau « Vigilance » « Fitandremana », deux lettres d’écart pour deux niveaux.',
  },
  {
    key: 'niveau-vigilance',
    fr: 'Vigilance (niveau d’une alerte)',
    mg: 'mailo',
    variants: [],
    wrong: [],
    note: 'Issue 39. « Mailo » : sur ses gardes, attentif — ce qu’on demande au lecteur à ce niveau (la presse météo écrit « tokony ho mailo ny rehetra » après une « fampitandremana »). Remplace « Fitandremana » (la prudence), trop proche de « Fampitandremana » par la forme et par le sens. Proposition à faire relire par un locuteur natif, comme « loza ».',
  },
  {
    key: 'niveau-alerte',
    fr: 'Alerte (danger), le niveau le plus grave',
    mg: 'loza',
    variants: [],
    wrong: [],
    note: 'Issue 39. « Loza » : le danger, la catastrophe (« loza voajanahary », le BNGRC « Birao mpitantana ny loza »). Un mot de deux syllabes, sans rien de commun avec « mailo » ni avec « fampitandremana » (le message lui-même) : « Loza: Rivodoza. » en tête d’un SMS. Le niveau « Information » reste « Fampahalalana ». Proposition à faire relire par un locuteur natif.',
  },
  {
    key: 'numero',
    fr: 'numéro (de téléphone, d’une loi)',
    mg: 'laharana',
    variants: ['nomerao'],
    wrong: [],
    note: 'Issue 39 : « laharana » est le numéro de téléphone (« laharan’ny finday », « laharana vonjy taitra ») et le numéro d’un texte (« Lalàna laharana faha-2018-027 »), jamais la référence d’une demande, qui est « kaody fanarahana » (entrée suivante) : « Tsy misy fangatahana … ho an’ity laharana ity. Hamarino ny laharana » mélangeait les deux dans un même SMS.',
  },
  {
    key: 'numero-de-suivi',
    fr: 'numéro de suivi, référence (d’une demande)',
    mg: 'kaody fanarahana',
    variants: [],
    wrong: ['laharana fanarahana'],
    note: 'Issue 39. La référence d’un message ou d’une doléance (DOL-2026-000123) est un code qu’on recopie, lettres comprises : « kaody », le mot que le portail emploie déjà pour ce qu’on tape (code USSD, code reçu par SMS). « Laharana fanarahana » est refusé parce que « laharana » est le numéro de téléphone dans les mêmes messages (entrée précédente). Proposition à faire relire par un locuteur natif.',
  },
  {
    key: 'navigateur',
    fr: 'navigateur (web)',
    mg: 'mpitety tranonkala',
    variants: [],
    wrong: ['navigateur'],
    note: 'Forme déjà employée par le dictionnaire public (« nalefan’ny mpitety tranonkala ») et par les mails de l’admin. « Navigateur-nao » (mot français et suffixe malgache) était sur la page de démarrage de l’admin.',
  },
  {
    key: 'paraphe',
    fr: 'parapher (chaque page)',
    mg: 'sonia fohy',
    variants: ['paraphe'],
    wrong: ['paraf'],
    note: 'Issue 39. Le paraphe est une signature abrégée (initiales) : « misy sonia fohy isaky ny pejy ». « Paraf » n’est ni malgache ni français. Le mot français peut suivre entre parenthèses. Proposition à faire relire par un locuteur natif.',
  },
  {
    key: 'simulateur',
    fr: 'simulateur (des frais)',
    mg: 'fitaovana manombana',
    variants: [],
    wrong: ['simulateur'],
    note: 'Issue 39 : l’outil en ligne d’Orinasa qui estime les frais de création d’entreprise, « fitaovana manombana ny sarany ». Le mot français n’a pas sa place dans la phrase malgache. Proposition à faire relire par un locuteur natif.',
  },
  {
    key: 'conserver',
    fr: 'gardez, conservez (impératif)',
    mg: 'tehirizo',
    variants: [],
    wrong: ['tahirizo'],
    note: 'Issue 39 : une seule graphie, celle des guides et de l’interface publique (« tehirizo ny rosia » : 60 emplois, contre 6 « Tahirizo », tous dans l’admin). Le nom reste « fitahirizana ».',
  },
  {
    key: 'conserve',
    fr: 'gardé, conservé (passif)',
    mg: 'tehirizina',
    variants: [],
    wrong: ['tahirizina'],
    note: 'Issue 39 : même graphie que l’impératif « tehirizo » (« tsy tehirizina ny adiresinao »).',
  },
  {
    key: 'rassembler',
    fr: 'rassemblez, réunissez (impératif)',
    mg: 'angony',
    variants: [],
    wrong: [],
    notImperative: ['vory'],
    note: 'Issue 39 : « vory » veut dire « réuni, rassemblé » (« vory ny taratasy » : les papiers sont réunis), pas « réunissez » ; l’impératif de « manangona » est « angony » (« Angony ny taratasy ilaina »). Le lint refuse « Vory » en tête de phrase, là où commence une consigne. Proposition à faire relire par un locuteur natif.',
  },
]
