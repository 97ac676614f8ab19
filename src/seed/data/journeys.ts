import type { Localized } from '../types'

/** A step-by-step journey (GOV.UK pattern): ordered steps, each listing guides to do. */
export type JourneySeed = {
  key: string                       // stable ASCII id = French slug
  slug: Localized<string>           // URL slugs, lowercase ascii with hyphens, Malagasy slug in Malagasy
  title: Localized<string>
  summary: Localized<string>        // 1-2 sentences: who it is for and what it covers
  reviewNote?: string               // French, for editors: what to verify (omit if nothing)
  steps: {
    title: Localized<string>        // e.g. "Choisir la forme juridique"
    summary?: Localized<string>     // one short sentence
    /** 'and': do every guide listed; 'or': one of them is enough (e.g. acte de naissance OR jugement supplétif). */
    logic: 'and' | 'or'
    optional?: boolean              // step not needed by everyone (say who in the summary)
    guides: string[]                // existing guide keys, in order
  }[]
}

export const journeys: JourneySeed[] = [
  // Business creation: a company goes through the EDBM one-stop shop (step 3),
  // a sole trader through the tax office, INSTAT and the court registry (step 4).
  {
    key: 'creer-son-entreprise',
    slug: { fr: 'creer-son-entreprise', mg: 'manangana-orinasa' },
    title: { fr: 'Créer son entreprise', mg: 'Manangana orinasa' },
    summary: {
      fr: 'Pour toute personne qui veut exercer légalement une activité commerciale, artisanale ou de services, seule ou avec des associés : du choix de la forme de l’entreprise jusqu’à l’embauche et aux impôts.',
      mg: 'Ho an’izay rehetra te hanao asa ara-barotra, asa tanana na tolotra ara-dalàna, na irery na miaraka amin’ny mpikambana hafa : manomboka amin’ny fisafidianana ny endriky ny orinasa ka hatramin’ny fandraisana mpiasa sy ny hetra.',
    },
    reviewNote:
      'Ordre des démarches de l’entreprise individuelle (étape 4) à confirmer : la carte statistique exige l’acompte payé au centre fiscal, mais le centre fiscal peut demander la carte statistique pour valider le NIF. Vérifier que le « certificat de non-condamnation » demandé par le greffe est bien le bulletin n° 3 du casier judiciaire, et si l’EDBM accepte une déclaration sur l’honneur à la place. Là où l’EDBM n’a pas d’antenne, les sociétés se créent au centre fiscal : préciser si elles suivent alors l’étape 4. Aucun guide ne couvre l’impôt sur les revenus (IR) et la TVA des entreprises au-delà de 200 millions d’ariary de chiffre d’affaires.',
    steps: [
      {
        title: { fr: 'Choisir la forme de votre entreprise', mg: 'Fidio ny endriky ny orinasanao' },
        summary: {
          fr: 'Entreprise individuelle, SARLU ou SARL : ce choix décide si vous passez par l’EDBM (société) ou par le centre fiscal (entreprise individuelle).',
          mg: 'Orinasa tsy miankina amin’olon-tokana, SARLU na SARL : io safidy io no mamaritra raha any amin’ny EDBM (société) na any amin’ny ivon-ketra (orinasa tsy miankina amin’olon-tokana) no handehananao.',
        },
        logic: 'and',
        guides: ['creer-sa-societe'],
      },
      {
        title: { fr: 'Réunir les pièces du dirigeant', mg: 'Angony ny taratasin’ny mpitantana' },
        summary: {
          fr: 'CIN, certificat de résidence de moins de 3 mois, extrait de casier judiciaire et, si vous êtes marié, copie d’acte de mariage de moins de 3 mois.',
          mg: 'Kara-panondro, fanamarinam-ponenana tsy mihoatra ny 3 volana, taratasy fanamarinana firaketana heloka ary, raha manambady ianao, kopia fanambadiana tsy mihoatra ny 3 volana.',
        },
        logic: 'and',
        guides: ['certificat-de-residence', 'casier-judiciaire-bulletin-n-3'],
      },
      {
        title: {
          fr: 'Société : la créer au guichet unique de l’EDBM',
          mg: 'Orinasa (SARL, SARLU) : atsangano ao amin’ny birao tokana an’ny EDBM',
        },
        summary: {
          fr: 'Pour une SARL, une SARLU ou une SA : déposez le dossier sur Orinasa ou au guichet, et recevez ensemble le NIF, la carte statistique et l’extrait RCS.',
          mg: 'Ho an’ny SARL, SARLU na SA : apetraho ao amin’ny Orinasa an-tserasera na eny amin’ny birao ny antontan-taratasy, ary handray miaraka ny NIF, ny karatra statistika ary ny kopia RCS ianao.',
        },
        logic: 'and',
        optional: true,
        guides: ['creer-sa-societe'],
      },
      {
        title: {
          fr: 'Entreprise individuelle : obtenir le NIF, la carte statistique et le RCS',
          mg: 'Orinasa tsy miankina amin’olon-tokana : alao ny NIF, ny karatra statistika ary ny RCS',
        },
        summary: {
          fr: 'Déclarez votre activité et payez l’acompte d’impôt au centre fiscal, puis passez à l’INSTAT et terminez au greffe du tribunal.',
          mg: 'Ambarao ny asanao ary aloavy ny vola mialoha amin’ny hetra any amin’ny ivon-ketra, avy eo mankanesa any amin’ny INSTAT, ary any amin’ny biraon’ny mpitan-tsoratry ny fitsarana no farany.',
        },
        logic: 'and',
        optional: true,
        guides: ['numero-d-identification-fiscale', 'carte-statistique', 'immatriculation-au-registre-du-commerce'],
      },
      {
        title: {
          fr: 'Affilier l’entreprise à la CNaPS si vous embauchez',
          mg: 'Ampisoraty amin’ny CNaPS ny orinasa raha mandray mpiasa ianao',
        },
        summary: {
          fr: 'Pour les employeurs : affiliez l’entreprise et déclarez vos salariés dans les 15 jours qui suivent l’ouverture ou l’embauche.',
          mg: 'Ho an’ny mpampiasa : ampisoraty ny orinasa ary ambarao ny mpiasa ao anatin’ny 15 andro manaraka ny fanokafana ny orinasa na ny fandraisana azy ireo.',
        },
        logic: 'and',
        optional: true,
        guides: ['affiliation-a-la-cnaps'],
      },
      {
        title: { fr: 'Déclarer et payer vos impôts chaque année', mg: 'Ambarao sy aloavy isan-taona ny hetranao' },
        summary: {
          fr: 'Sous 200 millions d’ariary de chiffre d’affaires annuel, vous relevez de l’impôt synthétique ; au-delà, de l’impôt sur les revenus et de la TVA.',
          mg: 'Raha latsaky ny 200 tapitrisa ariary isan-taona ny vola miditra aminao dia hetra tambatra no iharanao ; raha mihoatra izany, hetra amin’ny fidiram-bola sy TVA.',
        },
        logic: 'and',
        guides: ['impot-synthetique'],
      },
    ],
  },

  // Civil marriage at the commune, from the paperwork to the family record book.
  {
    key: 'se-marier',
    slug: { fr: 'se-marier', mg: 'manambady' },
    title: { fr: 'Se marier', mg: 'Manambady' },
    summary: {
      fr: 'Pour les futurs époux qui veulent se marier civilement à Madagascar : les pièces à réunir, le dépôt du dossier à la commune, la publication des bans et la célébration.',
      mg: 'Ho an’ireo hanambady te hanao fanambadiana ara-panjakana eto Madagasikara : ny taratasy tokony hovorina, ny fametrahana ny antontan-taratasy any amin’ny kaominina, ny fanambarana ampahibemaso ary ny fanatanterahana ny fanambadiana.',
    },
    reviewNote:
      'Aucun guide pour le certificat de célibat (qui le délivre : fokontany ou commune ?) ni pour le certificat de coutume ou de capacité matrimoniale demandé au futur époux étranger à son ambassade : à créer, ou à préciser à l’étape 3. Validité exigée de la copie d’acte de naissance (moins de 3 ou de 6 mois ?) à confirmer. Le mariage religieux ou coutumier n’est pas couvert.',
    steps: [
      {
        title: { fr: 'Se renseigner à la commune', mg: 'Mangataha fanazavana any amin’ny kaominina' },
        summary: {
          fr: 'À l’état civil de la commune où vit l’un de vous deux, demandez la liste exacte des pièces et fixez une date provisoire.',
          mg: 'Any amin’ny sora-piankohonana ao amin’ny kaominina onenan’ny iray aminareo, angataho ny lisitry ny taratasy ilaina ary tendreo ny daty vonjimaika.',
        },
        logic: 'and',
        guides: ['acte-de-mariage'],
      },
      {
        title: {
          fr: 'Sans acte de naissance : obtenir un jugement supplétif',
          mg: 'Raha tsy manana kopia nahaterahana : makà didim-pitsarana mameno',
        },
        summary: {
          fr: 'Pour le futur époux qui n’a jamais eu d’acte de naissance ou dont l’acte est introuvable ; comptez plusieurs semaines à quelques mois.',
          mg: 'Ho an’ny hanambady tsy mbola nanana kopia nahaterahana mihitsy na tsy hita intsony ny sorany ; mety haharitra herinandro maromaro ka hatramin’ny volana vitsivitsy izany.',
        },
        logic: 'and',
        optional: true,
        guides: ['jugement-suppletif-de-naissance'],
      },
      {
        title: { fr: 'Réunir les pièces de chaque futur époux', mg: 'Angony ny taratasin’ny hanambady tsirairay' },
        summary: {
          fr: 'Copie récente d’acte de naissance, certificat de résidence, CIN et photo, plus un certificat de célibat (ou l’acte de décès ou le jugement de divorce du précédent conjoint).',
          mg: 'Kopia nahaterahana vao nalaina, fanamarinam-ponenana, kara-panondro sy sary, ary fanamarinana fa tsy manambady (na kopia fahafatesana na didim-pisaraham-panambadiana raha efa nanambady teo aloha).',
        },
        logic: 'and',
        guides: ['acte-de-naissance', 'certificat-de-residence', 'carte-nationale-d-identite'],
      },
      {
        title: {
          fr: 'Déposer le dossier et attendre la publication des bans',
          mg: 'Apetraho ny antontan-taratasy ary andraso ny fanambarana ampahibemaso',
        },
        summary: {
          fr: 'Le projet de mariage est affiché pendant environ 10 jours : comptez au moins deux semaines entre le dépôt et la célébration.',
          mg: 'Apetaka mandritra ny 10 andro eo ho eo ny fikasana hanambady : roa herinandro farafahakeliny no elanelan’ny fametrahana ny antontan-taratasy sy ny fanatanterahana ny fanambadiana.',
        },
        logic: 'and',
        guides: ['acte-de-mariage'],
      },
      {
        title: {
          fr: 'Célébrer le mariage et recevoir l’acte et le livret de famille',
          mg: 'Atanteraho ny fanambadiana ary raiso ny kopia fanambadiana sy ny bokim-pianakaviana',
        },
        summary: {
          fr: 'Devant l’officier d’état civil, avec vos témoins, vous choisissez votre régime matrimonial ; vérifiez l’acte avant de signer.',
          mg: 'Eo anatrehan’ny mpiandraikitra ny sora-piankohonana, miaraka amin’ny vavolombelona, no isafidiananareo ny fitsipika mifehy ny fananan’ny mpivady ; hamarino ny soratra alohan’ny hanaovana sonia.',
        },
        logic: 'and',
        guides: ['acte-de-mariage'],
      },
      {
        title: {
          fr: 'Faire authentifier l’acte de mariage pour l’étranger',
          mg: 'Ampamarino ny kopia fanambadiana raha hampiasaina any ivelany',
        },
        summary: {
          fr: 'Pour les couples qui doivent présenter l’acte hors de Madagascar : copie de moins de 3 mois, authentifiée par le ministère des Affaires étrangères.',
          mg: 'Ho an’ireo mpivady tsy maintsy hampiasa ny kopia any ivelan’i Madagasikara : kopia tsy mihoatra ny 3 volana, nohamarinin’ny Ministeran’ny Raharaham-bahiny.',
        },
        logic: 'and',
        optional: true,
        guides: ['legalisation-de-documents'],
      },
    ],
  },

  // Travel abroad for a Malagasy citizen living in Madagascar.
  {
    key: 'partir-a-l-etranger',
    slug: { fr: 'partir-a-l-etranger', mg: 'handeha-any-ivelany' },
    title: { fr: 'Partir à l’étranger', mg: 'Handeha any ivelany' },
    summary: {
      fr: 'Pour les Malagasy qui vivent à Madagascar et préparent un voyage hors du pays : papiers d’identité, passeport, pièces pour le visa, vaccins et départ d’un enfant mineur.',
      mg: 'Ho an’ireo Malagasy monina eto Madagasikara manomana dia any ivelan’ny firenena : taratasy famantarana, pasipaoro, taratasy ilaina amin’ny visa, vaksiny ary fivoahan’ny zaza tsy ampy taona.',
    },
    reviewNote:
      'Les visas des pays de destination relèvent de leurs ambassades et aucun guide ne les couvre (le guide « visa touristique » concerne les étrangers qui viennent à Madagascar). Vérifier si un justificatif du motif du voyage (billet, invitation, contrat) est exigé dès la demande de passeport, ce qui ferait passer une partie de l’étape 3 avant l’étape 2. L’autorisation de sortie du territoire pour mineur n’a pas de source officielle confirmée (voir la fiche).',
    steps: [
      {
        title: { fr: 'Mettre à jour vos papiers d’identité', mg: 'Havaozy ny taratasy famantarana anao' },
        summary: {
          fr: 'Le passeport exige une copie récente de l’acte de naissance, un certificat de résidence de moins de 3 mois et une copie certifiée de la CIN.',
          mg: 'Mitaky kopia nahaterahana vao nalaina, fanamarinam-ponenana tsy mihoatra ny 3 volana ary dika mitovy voamarina amin’ny kara-panondro ny pasipaoro.',
        },
        logic: 'and',
        guides: ['acte-de-naissance', 'certificat-de-residence', 'carte-nationale-d-identite'],
      },
      {
        title: { fr: 'Demander le passeport biométrique', mg: 'Mangataha pasipaoro biometrika' },
        summary: {
          fr: 'Dossier au service de l’immigration à Anosy, droit de 190 000 Ar et enregistrement biométrique en personne ; chaque enfant a son propre passeport.',
          mg: 'Apetraho any amin’ny sampan-draharaha misahana ny fifindra-monina any Anosy ny antontan-taratasy, aloavy ny 190 000 Ar ary tongava ianao mihitsy amin’ny fandraisana biometrika ; samy manana ny pasipaorony ny zaza tsirairay.',
        },
        logic: 'and',
        guides: ['passeport'],
      },
      {
        title: { fr: 'Préparer les pièces demandées pour le visa', mg: 'Omano ny taratasy takiana amin’ny visa' },
        summary: {
          fr: 'Si le pays de destination exige un visa, demandez la liste à son ambassade : elle réclame souvent un extrait de casier judiciaire et des documents authentifiés.',
          mg: 'Raha mitaky visa ny firenena halehanao, angataho amin’ny masoivohony ny lisitry ny taratasy : matetika izy no mangataka taratasy fanamarinana firaketana heloka sy antontan-taratasy voamarina.',
        },
        logic: 'and',
        optional: true,
        guides: ['casier-judiciaire-bulletin-n-3', 'legalisation-de-documents'],
      },
      {
        title: { fr: 'Vérifier les vaccins de voyage', mg: 'Hamarino ny vaksiny ilaina amin’ny dia' },
        summary: {
          fr: 'Selon la destination, un vaccin international, comme celui contre la fièvre jaune, peut être exigé ; il est payant et noté dans le carnet international de vaccination.',
          mg: 'Arakaraka ny toerana halehanao, mety hotakiana ny vaksiny iraisam-pirenena, toy ny vaksiny manohitra ny tazo mavo ; andoavam-bola izy ary soratana ao amin’ny karinem-baksiny iraisam-pirenena.',
        },
        logic: 'and',
        optional: true,
        guides: ['vaccination'],
      },
      {
        title: {
          fr: 'Enfant mineur : préparer l’autorisation de sortie du territoire',
          mg: 'Zaza tsy ampy taona : omano ny fahazoan-dàlana hivoaka ny tanindrazana',
        },
        summary: {
          fr: 'Pour un enfant qui part sans ses deux parents : autorisation signée par les parents, signatures légalisées à la commune, à présenter à l’aéroport.',
          mg: 'Ho an’ny zaza handeha tsy miaraka amin’ny ray aman-dreniny roa : fahazoan-dàlana sonian’ny ray aman-dreny, voamarina any amin’ny kaominina ny sonia, ary asehoy eny amin’ny seranam-piaramanidina.',
        },
        logic: 'and',
        optional: true,
        guides: ['autorisation-de-sortie-du-territoire-mineur'],
      },
    ],
  },

  // Birth of a child: delivery, civil registration, vaccines, then school.
  {
    key: 'naissance-d-un-enfant',
    slug: { fr: 'naissance-d-un-enfant', mg: 'fahaterahan-ny-zaza' },
    title: { fr: 'Naissance d’un enfant', mg: 'Fahaterahan’ny zaza' },
    summary: {
      fr: 'Pour les parents qui attendent ou viennent d’avoir un enfant : accoucher en sécurité, déclarer la naissance dans les 30 jours, faire vacciner le bébé, puis l’inscrire à l’école le moment venu.',
      mg: 'Ho an’ny ray aman-dreny miandry zaza na vao niteraka : fiterahana tsy misy loza, fanambarana ny fahaterahana ao anatin’ny 30 andro, vaksinin’ny zaza, ary fampidirana azy an-tsekoly rehefa tonga ny fotoana.',
    },
    reviewNote:
      'Aucun guide sur le suivi de grossesse (consultations prénatales), la reconnaissance d’un enfant né hors mariage ni les allocations familiales et prénatales de la CNaPS : l’étape 1 renvoie faute de mieux aux guides hôpitaux et ambulances. D’après le guide vaccination, le BCG se fait de préférence à la naissance, à la maternité ou au CSB (lieu de la maternité non confirmé par une source), et les CSB le rattrapent jusqu’à 11 mois en cas de rupture de stock : les étapes 2 et 3 peuvent se faire en parallèle. La déclaration coûte 1 000 Ar selon la fiche acte de naissance (Torolalana, Commune urbaine d’Antananarivo) : ne pas la dire gratuite.',
    steps: [
      {
        title: { fr: 'Préparer l’accouchement', mg: 'Omano ny fiterahana' },
        summary: {
          fr: 'Repérez à l’avance le CSB ou l’hôpital le plus proche et comment appeler une ambulance ; après la naissance, gardez le certificat d’accouchement.',
          mg: 'Fantaro mialoha ny CSB na ny hopitaly akaiky indrindra sy ny fomba hiantsoana fiara mpitondra marary ; rehefa teraka ny zaza, tehirizo ny taratasy fanamarinana fiterahana.',
        },
        logic: 'and',
        guides: ['hopitaux', 'ambulances'],
      },
      {
        title: { fr: 'Déclarer la naissance', mg: 'Ambarao ny fahaterahana' },
        summary: {
          fr: 'Dans les 30 jours, à l’état civil de la commune du lieu de naissance ; passé ce délai, il faut un jugement supplétif du tribunal.',
          mg: 'Ao anatin’ny 30 andro, any amin’ny sora-piankohonana ao amin’ny kaominina nahaterahana ; raha tafahoatra io fe-potoana io dia ilaina ny didim-pitsarana mameno avy amin’ny fitsarana.',
        },
        logic: 'or',
        guides: ['acte-de-naissance', 'jugement-suppletif-de-naissance'],
      },
      {
        title: { fr: 'Faire vacciner le bébé', mg: 'Ataovy vaksiny ny zaza' },
        summary: {
          fr: 'Premiers vaccins dès la naissance, puis rendez-vous gratuits au CSB jusqu’à 18 mois : apportez le carnet de santé à chaque visite.',
          mg: 'Vaksiny voalohany raha vao teraka ny zaza, avy eo fotoana maimaim-poana any amin’ny CSB hatramin’ny 18 volana : ento isaky ny mandeha ny karinem-pahasalamana.',
        },
        logic: 'and',
        guides: ['vaccination'],
      },
      {
        title: { fr: 'Inscrire l’enfant à l’école', mg: 'Ampidiro an-tsekoly ny zaza' },
        summary: {
          fr: 'Le moment venu, l’école publique demande la copie d’acte de naissance et parfois le carnet de vaccination.',
          mg: 'Rehefa tonga ny fotoana, mitaky kopia nahaterahana ary indraindray karinem-baksiny ny sekoly panjakana.',
        },
        logic: 'and',
        guides: ['inscription-scolaire'],
      },
    ],
  },

  // Buying land and building a house on it.
  {
    key: 'acheter-un-terrain-et-construire',
    slug: { fr: 'acheter-un-terrain-et-construire', mg: 'mividy-tany-sy-manorina-trano' },
    title: { fr: 'Acheter un terrain et construire', mg: 'Mividy tany sy manorina trano' },
    summary: {
      fr: 'Pour les particuliers qui achètent un terrain pour y bâtir : vérifier le terrain, sécuriser la propriété, obtenir le permis de construire et payer les impôts fonciers.',
      mg: 'Ho an’ny olon-tsotra mividy tany hanorenana trano : fanamarinana ny tany, fiarovana ny fananana, fahazoana fahazoan-dàlana hanorina trano ary fandoavana ny hetra amin’ny tany sy ny trano.',
    },
    reviewNote:
      'Aucun guide sur l’achat lui-même : rédaction de l’acte de vente (notaire ou acte sous seing privé), enregistrement aux impôts et mutation d’un terrain déjà titré au nom de l’acheteur. L’étape 2 ne couvre que la légalisation des signatures à la commune : pratique à faire confirmer. Vérifier si un terrain avec certificat foncier (sans certificat de situation juridique) peut obtenir un permis de construire, et si l’IFT est dû dès l’achat.',
    steps: [
      {
        title: {
          fr: 'Vérifier la situation du terrain avant d’acheter',
          mg: 'Hamarino ny toetry ny tany alohan’ny hividianana azy',
        },
        summary: {
          fr: 'Terrain titré ou cadastré : vérifiez-le aux Domaines et demandez un certificat de situation juridique ; terrain non titré : renseignez-vous au guichet foncier de la commune.',
          mg: 'Tany misy titra na voakadasitra : hamarino any amin’ny Fananan-tany ary angataho ny taratasy fanamarinana ny toetry ny tany ; tany tsy misy titra : manontania any amin’ny biraon’ny fananan-tany ao amin’ny kaominina.',
        },
        logic: 'or',
        guides: ['titre-foncier', 'certificat-foncier'],
      },
      {
        title: {
          fr: 'Signer l’acte de vente et faire légaliser les signatures',
          mg: 'Soniavo ny taratasy fivarotana ary ampamarino ny sonia',
        },
        summary: {
          fr: 'Faites légaliser à la commune les signatures du vendeur et de l’acheteur ; gardez l’original, qui prouvera votre droit sur le terrain.',
          mg: 'Ampamarino any amin’ny kaominina ny sonian’ny mpivarotra sy ny mpividy ; tehirizo ny tany am-boalohany, izay ho porofon’ny zonao amin’ilay tany.',
        },
        logic: 'and',
        guides: ['legalisation-de-documents'],
      },
      {
        title: { fr: 'Faire reconnaître votre propriété', mg: 'Ataovy voasoratra amin’ny anaranao ny tany' },
        summary: {
          fr: 'Terrain non titré : certificat foncier au guichet foncier de la commune, ou immatriculation aux Domaines pour obtenir un titre foncier.',
          mg: 'Tany tsy misy titra : kara-tany any amin’ny biraon’ny fananan-tany ao amin’ny kaominina, na fampidirana ao amin’ny bokim-pananan-tany any amin’ny Fananan-tany mba hahazoana titra.',
        },
        logic: 'or',
        guides: ['certificat-foncier', 'titre-foncier'],
      },
      {
        title: { fr: 'Obtenir le permis de construire', mg: 'Makà fahazoan-dàlana hanorina trano' },
        summary: {
          fr: 'Avant tout travaux, déposez à la commune les plans, le certificat de situation juridique de moins de 3 mois et l’alignement ; affichez le permis sur le chantier.',
          mg: 'Alohan’ny hanombohana ny asa, apetraho any amin’ny kaominina ny drafitra, ny taratasy fanamarinana ny toetry ny tany tsy mihoatra ny 3 volana ary ny fetra manoloana ny arabe ; apetaho eo amin’ny toerana anaovana ny asa ny fahazoan-dàlana.',
        },
        logic: 'and',
        guides: ['permis-de-construire'],
      },
      {
        title: { fr: 'Payer chaque année les impôts fonciers', mg: 'Aloavy isan-taona ny hetra amin’ny tany sy ny trano' },
        summary: {
          fr: 'L’IFT pour le terrain et, une fois la maison construite, l’IFPB, à payer à la commune ; gardez les reçus.',
          mg: 'Ny IFT ho an’ny tany ary, rehefa vita ny trano, ny IFPB, aloa any amin’ny kaominina ; tehirizo ny tapakila.',
        },
        logic: 'and',
        guides: ['impots-fonciers'],
      },
    ],
  },

  // Driving licence, then registering and inspecting a vehicle.
  {
    key: 'passer-le-permis-et-rouler',
    slug: { fr: 'passer-le-permis-et-rouler', mg: 'mahazo-fahazoan-dalana-mitondra-fiara' },
    title: {
      fr: 'Passer le permis et rouler',
      mg: 'Mahazo fahazoan-dàlana mitondra fiara ary mandeha an-dalana',
    },
    summary: {
      fr: 'Pour qui veut conduire une moto, une voiture ou un véhicule lourd : auto-école et examens, permis biométrique, puis carte grise et visite technique du véhicule.',
      mg: 'Ho an’izay te hitondra moto, fiara madinika na fiara mavesatra : sekoly fampianarana mitondra fiara sy fanadinana, fahazoan-dàlana biometrika, ary avy eo ny karatra volondavenona (carte grise) sy ny fitsirihana ara-teknika ny fiara.',
    },
    reviewNote:
      'Certificat médical d’aptitude obligatoire ou non pour le permis à confirmer (voir la fiche permis de conduire). Âge minimum par catégorie non documenté. Aucun guide sur l’assurance du véhicule : vérifier s’il faut l’ajouter à ce parcours.',
    steps: [
      {
        title: {
          fr: 'S’inscrire en auto-école et passer les examens',
          mg: 'Misorata anarana ao amin’ny sekoly fampianarana mitondra fiara ary ataovy ny fanadinana',
        },
        summary: {
          fr: 'L’auto-école agréée vous forme, vous inscrit à l’examen du code puis à celui de conduite et, après la réussite, vous remet un bordereau d’envoi.',
          mg: 'Ny sekoly nahazo alalana no mampiofana anao sy manoratra anao amin’ny fanadinana kaody sy avy eo amin’ny fanadinana fitondrana ; rehefa afaka ianao dia omeny taratasy fandefasana.',
        },
        logic: 'and',
        guides: ['permis-de-conduire'],
      },
      {
        title: { fr: 'Réunir les pièces du dossier', mg: 'Angony ny taratasy ilaina' },
        summary: {
          fr: 'Acte de naissance récent, certificat de résidence, photocopie certifiée de la CIN et 4 photos d’identité.',
          mg: 'Kopia nahaterahana vao nalaina, fanamarinam-ponenana, dika mitovy voamarina amin’ny kara-panondro ary sary famantarana 4.',
        },
        logic: 'and',
        guides: ['acte-de-naissance', 'certificat-de-residence', 'legalisation-de-documents'],
      },
      {
        title: {
          fr: 'Obtenir un certificat médical d’aptitude, si on vous le demande',
          mg: 'Makà taratasy fanamarinana ara-pahasalamana, raha angatahina aminao',
        },
        summary: {
          fr: 'Seulement si l’auto-école ou le centre immatriculateur l’exige : consultation chez un médecin, à vos frais.',
          mg: 'Raha takian’ny sekoly na ny ivon-toerana fisoratana fiara ihany : fizahana ataon’ny dokotera, ka ianao no mandoa ny sarany.',
        },
        logic: 'and',
        optional: true,
        guides: ['certificat-medical'],
      },
      {
        title: {
          fr: 'Retirer le permis biométrique au centre immatriculateur',
          mg: 'Alao any amin’ny ivon-toerana fisoratana fiara ny fahazoan-dàlana biometrika',
        },
        summary: {
          fr: 'Prenez rendez-vous au CIM, payez le droit de 38 000 Ar, déposez le dossier puis venez en personne retirer la carte.',
          mg: 'Mangataha fotoana any amin’ny CIM, aloavy ny 38 000 Ar, apetraho ny antontan-taratasy, ary tongava ianao mihitsy haka ny karatra.',
        },
        logic: 'and',
        guides: ['permis-de-conduire'],
      },
      {
        title: { fr: 'Immatriculer votre véhicule', mg: 'Ampisoraty ny fiaranao' },
        summary: {
          fr: 'Pour qui achète ou importe un véhicule : carte grise à votre nom au centre immatriculateur, après la réception technique ou la mutation.',
          mg: 'Ho an’izay mividy na manafatra fiara : karatra volondavenona (carte grise) amin’ny anaranao any amin’ny ivon-toerana fisoratana fiara, aorian’ny fandraisana ara-teknika na ny fanovana tompony.',
        },
        logic: 'and',
        optional: true,
        guides: ['immatriculation-de-vehicule'],
      },
      {
        title: { fr: 'Passer la visite technique', mg: 'Ataovy ny fitsirihana ara-teknika' },
        summary: {
          fr: 'Obligatoire pour les voitures particulières de plus de 5 ans et pour tous les véhicules de transport public ou de marchandises.',
          mg: 'Tsy maintsy atao ho an’ny fiara tsy miankina efa mihoatra ny 5 taona sy ho an’ny fiara fitateram-bahoaka na fitaterana entana rehetra.',
        },
        logic: 'and',
        optional: true,
        guides: ['visite-technique'],
      },
    ],
  },
  // Issue 41: the life events of the coverage map (src/editorial/coverage/map.ts). The facts (fees,
  // delays, documents) stay in the guides: a journey says what to do in which order, without figures.
  {
    key: 'deces-d-un-proche',
    slug: { fr: 'deces-d-un-proche', mg: 'fahafatesan-kavana' },
    title: { fr: 'Le décès d’un proche', mg: 'Rehefa maty ny havana' },
    summary: {
      fr: 'Pour la famille d’une personne décédée : déclarer le décès, transporter ou inhumer le corps, puis la succession et les pensions de veuve ou d’orphelin.',
      mg: 'Ho an’ny fianakavian’ny olona maty : manambara ny fahafatesana, mamindra na mandevina ny faty, avy eo ny lova sy ny fisotroan-dronono ho an’ny vady sisa velona na ny kamboty.',
    },
    reviewNote: 'Parcours écrit à partir des guides (issue 41) : l’ordre succession puis pension reste à confirmer auprès des caisses.',
    steps: [
      {
        title: { fr: 'Déclarer le décès à la commune', mg: 'Ambarao any amin’ny kaominina ny fahafatesana' },
        summary: { fr: 'La déclaration donne l’acte de décès, que demandent toutes les démarches suivantes.', mg: 'Ny fanambarana no manome ny kopia fahafatesana, izay takian’ny fomba fanao manaraka rehetra.' },
        logic: 'and',
        guides: ['acte-de-deces'],
      },
      {
        title: { fr: 'Transporter le corps, si l’inhumation a lieu ailleurs', mg: 'Afindrao ny faty, raha any an-kafa no handevenana' },
        summary: { fr: 'Seulement si le corps quitte la commune du décès, ou pour une exhumation.', mg: 'Raha miala amin’ny kaominina nahafatesana ny faty ihany, na ho an’ny famadihana.' },
        logic: 'and',
        optional: true,
        guides: ['transfert-de-corps'],
      },
      {
        title: { fr: 'Régler la succession', mg: 'Karakarao ny lova' },
        summary: { fr: 'Établir qui sont les héritiers, puis partager les biens et les terrains.', mg: 'Fantaro hoe iza avy ireo mpandova, avy eo zarao ny fananana sy ny tany.' },
        logic: 'and',
        guides: ['succession', 'acte-de-notoriete', 'acte-de-partage'],
      },
      {
        title: { fr: 'Faire changer le nom sur les titres fonciers', mg: 'Ovay ny anarana amin’ny titra fananan-tany' },
        summary: { fr: 'Si le défunt possédait un terrain titré.', mg: 'Raha nanana tany misy titra ilay maty.' },
        logic: 'and',
        optional: true,
        guides: ['mutation-de-titre-foncier'],
      },
      {
        title: { fr: 'Demander la pension de veuve ou d’orphelin', mg: 'Angataho ny fisotroan-dronono ho an’ny vady sisa velona na ny kamboty' },
        summary: { fr: 'Si le défunt était retraité, fonctionnaire ou salarié déclaré à la CNaPS.', mg: 'Raha misotro ronono, mpiasam-panjakana na mpiasa voasoratra ao amin’ny CNaPS ilay maty.' },
        logic: 'and',
        optional: true,
        guides: ['pension-de-reversion', 'certificat-de-vie'],
      },
    ],
  },
  {
    key: 'divorcer',
    slug: { fr: 'divorcer', mg: 'hisaraka-amin-ny-vady' },
    title: { fr: 'Divorcer', mg: 'Misara-panambadiana' },
    summary: {
      fr: 'Pour les époux qui se séparent : le divorce devant le tribunal, la pension des enfants, puis la mention sur les actes et les papiers.',
      mg: 'Ho an’ny mpivady misaraka : ny fisaraham-panambadiana eo anatrehan’ny fitsarana, ny fivelomana ho an’ny ankizy, avy eo ny fanamarihana amin’ny sora-piankohonana sy ny taratasy.',
    },
    steps: [
      {
        title: { fr: 'Réunir l’acte de mariage et les actes des enfants', mg: 'Angony ny kopia fanambadiana sy ny kopia nahaterahan’ny ankizy' },
        summary: { fr: 'Le tribunal les demande avec la requête.', mg: 'Takian’ny fitsarana miaraka amin’ny fangatahana izany.' },
        logic: 'and',
        guides: ['acte-de-mariage', 'acte-de-naissance'],
      },
      {
        title: { fr: 'Demander le divorce au tribunal', mg: 'Angataho amin’ny fitsarana ny fisaraham-panambadiana' },
        logic: 'and',
        guides: ['divorce'],
      },
      {
        title: { fr: 'Obtenir une aide si vous n’avez pas les moyens', mg: 'Mangataha fanampiana raha tsy manana vola ianao' },
        summary: { fr: 'Conseil et assistance gratuits selon vos ressources.', mg: 'Torohevitra sy fanampiana maimaim-poana arakaraka ny fidiram-bolanao.' },
        logic: 'and',
        optional: true,
        guides: ['aide-juridictionnelle'],
      },
      {
        title: { fr: 'Faire fixer la pension des enfants', mg: 'Asaivo faritana ny fivelomana ho an’ny ankizy' },
        logic: 'and',
        optional: true,
        guides: ['pension-alimentaire'],
      },
      {
        title: { fr: 'Faire mentionner le divorce sur les actes', mg: 'Asaivo soratana amin’ny sora-piankohonana ny fisaraham-panambadiana' },
        logic: 'and',
        guides: ['rectification-d-acte-d-etat-civil'],
      },
    ],
  },
  {
    key: 'adopter-un-enfant',
    slug: { fr: 'adopter-un-enfant', mg: 'manangan-jaza' },
    title: { fr: 'Adopter un enfant', mg: 'Manangan-jaza' },
    summary: {
      fr: 'Pour qui veut adopter : les pièces à réunir, le jugement d’adoption, puis le nouvel acte de naissance de l’enfant.',
      mg: 'Ho an’izay te hanangan-jaza : ny taratasy angonina, ny didim-pitsarana momba ny fananganan-jaza, avy eo ny kopia nahaterahana vaovao ho an’ny zaza.',
    },
    steps: [
      {
        title: { fr: 'Réunir vos pièces d’état civil', mg: 'Angony ny taratasinao momba ny sora-piankohonana' },
        logic: 'and',
        guides: ['acte-de-naissance', 'acte-de-mariage', 'casier-judiciaire-bulletin-n-3', 'certificat-de-residence'],
      },
      {
        title: { fr: 'Demander l’adoption', mg: 'Angataho ny fananganan-jaza' },
        logic: 'and',
        guides: ['adoption'],
      },
      {
        title: { fr: 'Faire établir l’acte de naissance de l’enfant', mg: 'Asaivo omena kopia nahaterahana ny zaza' },
        summary: { fr: 'Après le jugement, l’acte de l’enfant porte sa nouvelle filiation.', mg: 'Aorian’ny didim-pitsarana, misy ny fifandraisany vaovao ny kopia nahaterahan’ny zaza.' },
        logic: 'and',
        guides: ['acte-de-naissance'],
      },
      {
        title: { fr: 'Partir à l’étranger avec l’enfant', mg: 'Mandeha any ivelany miaraka amin’ny zaza' },
        summary: { fr: 'Seulement pour un voyage : passeport et autorisation de sortie du mineur.', mg: 'Raha hivoaka ny firenena ihany : pasipaoro sy fahazoan-dàlana hivoaka ho an’ny zaza tsy ampy taona.' },
        logic: 'and',
        optional: true,
        guides: ['passeport', 'autorisation-de-sortie-du-territoire-mineur'],
      },
    ],
  },
  {
    key: 'partir-a-la-retraite',
    slug: { fr: 'partir-a-la-retraite', mg: 'hisotro-ronono' },
    title: { fr: 'Partir à la retraite', mg: 'Hisotro ronono' },
    summary: {
      fr: 'Pour les salariés et les fonctionnaires qui arrêtent de travailler : le dossier de pension, puis les certificats de vie à fournir chaque fois que la caisse les demande.',
      mg: 'Ho an’ny mpiasa sy ny mpiasam-panjakana mitsahatra tsy miasa : ny antontan-taratasy momba ny fisotroan-dronono, avy eo ny fanamarinana fa velona omena isaky ny angatahin’ny tahiry.',
    },
    steps: [
      {
        title: { fr: 'Vérifier vos années déclarées', mg: 'Hamarino ny taona nisoratanao' },
        summary: { fr: 'Salariés : votre employeur doit vous avoir déclaré à la CNaPS.', mg: 'Mpiasa tsy miankina : tokony ho nampisoratra anao tao amin’ny CNaPS ny mpampiasa anao.' },
        logic: 'and',
        guides: ['affiliation-a-la-cnaps', 'certificat-de-travail'],
      },
      {
        title: { fr: 'Déposer le dossier de pension', mg: 'Apetraho ny antontan-taratasy momba ny fisotroan-dronono' },
        summary: { fr: 'Un seul des deux, selon que vous êtes salarié du privé ou fonctionnaire.', mg: 'Iray amin’ireo roa ireo ihany, arakaraka ny maha-mpiasa tsy miankina na mpiasam-panjakana anao.' },
        logic: 'or',
        guides: ['retraite-des-salaries', 'retraite-des-fonctionnaires'],
      },
      {
        title: { fr: 'Fournir les certificats de vie demandés', mg: 'Omeo ny fanamarinana fa velona angatahina' },
        logic: 'and',
        guides: ['certificat-de-vie'],
      },
      {
        title: { fr: 'Préparer la pension de vos proches', mg: 'Omano ny fisotroan-dronon’ny havanao' },
        summary: { fr: 'Ce que votre conjoint et vos enfants pourront demander après vous.', mg: 'Izay azon’ny vadinao sy ny zanakao angatahina aorianao.' },
        logic: 'and',
        optional: true,
        guides: ['pension-de-reversion'],
      },
    ],
  },
  {
    key: 's-installer-a-madagascar',
    slug: { fr: 's-installer-a-madagascar', mg: 'hipetraka-eto-madagasikara' },
    title: { fr: 'S’installer à Madagascar (étrangers)', mg: 'Hipetraka eto Madagasikara (vahiny)' },
    summary: {
      fr: 'Pour les étrangers qui viennent vivre ou travailler à Madagascar : le visa, le séjour, l’autorisation de travail et les papiers de tous les jours.',
      mg: 'Ho an’ny vahiny tonga hipetraka na hiasa eto Madagasikara : ny visa, ny fipetrahana, ny fahazoan-dàlana hiasa ary ny taratasy andavan’andro.',
    },
    steps: [
      {
        title: { fr: 'Entrer avec le bon visa', mg: 'Midira amin’ny visa mety' },
        logic: 'or',
        guides: ['visa-touristique', 'visa-de-long-sejour'],
      },
      {
        title: { fr: 'Obtenir le droit de séjour', mg: 'Mahazoa zo hipetraka' },
        logic: 'and',
        guides: ['visa-de-long-sejour', 'carte-de-resident'],
      },
      {
        title: { fr: 'Obtenir l’autorisation de travail', mg: 'Mahazoa fahazoan-dàlana hiasa' },
        summary: { fr: 'Pour un emploi salarié.', mg: 'Ho an’ny asa andraisana karama.' },
        logic: 'and',
        optional: true,
        guides: ['autorisation-de-travail-etranger'],
      },
      {
        title: { fr: 'Les papiers de tous les jours', mg: 'Ny taratasy andavan’andro' },
        summary: { fr: 'Résidence, permis de conduire, transfert du visa sur un nouveau passeport.', mg: 'Fonenana, fahazoan-dàlana mitondra fiara, famindrana visa amin’ny pasipaoro vaovao.' },
        logic: 'and',
        optional: true,
        guides: ['certificat-de-residence', 'echange-de-permis-etranger', 'transfert-de-visa'],
      },
    ],
  },
  {
    key: 'exporter',
    slug: { fr: 'exporter', mg: 'manondrana-entana' },
    title: { fr: 'Exporter', mg: 'Manondrana entana' },
    summary: {
      fr: 'Pour les entreprises et les producteurs qui vendent à l’étranger : l’entreprise et ses numéros, les autorisations du produit, les certificats, puis la douane.',
      mg: 'Ho an’ny orinasa sy ny mpamokatra mivarotra any ivelany : ny orinasa sy ny laharany, ny fahazoan-dàlana ho an’ny vokatra, ny fanamarinana, avy eo ny ladoany.',
    },
    steps: [
      {
        title: { fr: 'Avoir une entreprise déclarée', mg: 'Manana orinasa voasoratra' },
        logic: 'and',
        guides: ['creer-sa-societe', 'numero-d-identification-fiscale', 'carte-statistique'],
      },
      {
        title: { fr: 'Devenir exportateur', mg: 'Lasa mpanondrana entana' },
        logic: 'and',
        guides: ['devenir-exportateur'],
      },
      {
        title: { fr: 'Les autorisations de votre produit', mg: 'Ny fahazoan-dàlana ho an’ny vokatrao' },
        summary: { fr: 'Selon le produit : artisanat, produits agricoles.', mg: 'Arakaraka ny vokatra : asa-tanana, vokatra fambolena.' },
        logic: 'or',
        guides: ['exporter-des-produits-artisanaux', 'certificat-phytosanitaire', 'carte-producteur'],
      },
      {
        title: { fr: 'Le certificat d’origine', mg: 'Ny fanamarinana ny niavian’ny entana' },
        summary: { fr: 'Quand l’acheteur ou le pays d’arrivée le demande.', mg: 'Rehefa angatahin’ny mpividy na ny firenena handefasana.' },
        logic: 'and',
        optional: true,
        guides: ['certificat-d-origine'],
      },
    ],
  },
]
