import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'porter-plainte',
  category: 'securite-et-justice',
  ministry: 'justice',
  slug: { fr: 'porter-plainte', mg: 'fametrahana-fitoriana' },
  title: {
    fr: 'Porter plainte après une infraction',
    mg: 'Mametraka fitoriana rehefa niharan’ny fandikan-dalàna',
  },
  summary: {
    fr: 'Si vous êtes victime d’un vol, d’une agression, d’une escroquerie ou de violences, vous pouvez porter plainte gratuitement auprès de la police, de la gendarmerie ou du procureur de la République.',
    mg: 'Raha niharan’ny halatra, fanafihana, hosoka na herisetra ianao dia afaka mametraka fitoriana maimaim-poana any amin’ny polisy, ny zandarimariam-pirenena na ny Fampanoavana (Procureur de la République).',
  },
  audience: {
    fr: 'Toute victime d’une infraction (ou son représentant légal pour un mineur), et tout témoin d’un crime ou d’un délit.',
    mg: 'Izay rehetra niharan’ny fandikan-dalàna (na ny solontenany ara-dalàna raha zaza tsy ampy taona), ary izay rehetra nahita heloka bevava na heloka.',
  },
  documents: {
    fr: [
      'Votre CIN (ou tout document d’identité)',
      'Le récit précis des faits : date, heure, lieu, personnes impliquées',
      'Les preuves dont vous disposez : photos, messages, factures, reçus, certificat médical',
      'Les noms et contacts des témoins',
      'Pour un objet volé : sa description, son numéro de série ou la facture',
    ],
    mg: [
      'Ny kara-panondronao (na taratasy fanamarinana ny maha-izy anao)',
      'Ny fitantarana mazava ny zava-nitranga : daty, ora, toerana, olona voakasika',
      'Ny porofo eo am-pelatananao : sary, hafatra, faktiora, rosia, taratasy avy amin’ny dokotera',
      'Ny anarana sy ny fomba hifandraisana amin’ireo vavolombelona',
      'Raha entana nangalarina : ny mombamomba azy, ny laharany na ny faktiorany',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Déposer une plainte est gratuit. Personne ne doit vous demander d’argent pour enregistrer votre plainte ; si c’est le cas, signalez-le au BIANCO. Seule la constitution de partie civile devant le juge d’instruction peut exiger une consignation.',
      mg: 'Maimaim-poana ny fametrahana fitoriana. Tsy misy tokony hangataka vola aminao handraisana ny fitorianao ; raha misy izany dia ambarao any amin’ny BIANCO. Ny fitoriana miaraka amin’ny fangatahana onitra eo anatrehan’ny mpitsara mpanadihady ihany no mety hitaky vola apetraka mialoha (consignation).',
    },
  },
  youReceive: {
    fr: 'Un récépissé ou le numéro de votre plainte ; la suite (enquête, poursuites) est décidée par le procureur de la République.',
    mg: 'Rosia na ny laharan’ny fitorianao ; ny Fampanoavana no manapaka izay hanaraka azy (fanadihadiana, fanenjehana).',
  },
  processingTime: {
    fr: 'La plainte est enregistrée immédiatement et un récépissé vous est remis. L’enquête et les suites judiciaires peuvent ensuite prendre plusieurs semaines ou mois.',
    mg: 'Raisina avy hatrany ny fitoriana ary omena anao ny rosia. Mety haharitra herinandro na volana maromaro kosa ny fanadihadiana sy ny dingana ara-pitsarana manaraka.',
  },
  whereToApply: {
    fr: 'Au commissariat de police (en ville) ou à la brigade de gendarmerie (en zone rurale) la plus proche ; ou par lettre au procureur de la République près le tribunal de première instance. Le fokontany peut vous orienter.',
    mg: 'Ao amin’ny kaomisariatin’ny polisy (an-tanàn-dehibe) na ny borigadin’ny zandarimariam-pirenena (any ambanivohitra) akaiky indrindra ; na amin’ny alalan’ny taratasy alefa any amin’ny Fampanoavana eo anivon’ny Fitsarana ambaratonga voalohany. Afaka manoro anao ny fokontany.',
  },
  steps: {
    fr: [
      { title: 'Mettez-vous en sécurité', detail: 'En cas de danger immédiat, appelez les numéros d’urgence. Faites-vous soigner et demandez un certificat médical si vous êtes blessé.' },
      { title: 'Rassemblez les preuves', detail: 'Notez les faits tant qu’ils sont frais et gardez tous les documents, photos et messages.' },
      { title: 'Déposez plainte', detail: 'Rendez-vous au commissariat ou à la brigade de gendarmerie, ou écrivez au procureur de la République. La plainte peut être faite oralement ou par écrit ; l’officier de police judiciaire est tenu de la recevoir.', feeAriary: 0 },
      { title: 'Relisez le procès-verbal', detail: 'Vérifiez que vos déclarations sont fidèlement écrites avant de signer, et demandez le récépissé ou le numéro de la plainte.' },
      { title: 'Suivez votre dossier', detail: 'Gardez le récépissé et renseignez-vous régulièrement auprès du service enquêteur ou du parquet.' },
    ],
    mg: [
      { title: 'Mitadiava toerana azo antoka', detail: 'Raha misy loza mananontanona, antsoy ny laharana vonjy taitra. Mitsabo tena ary mangataha taratasy avy amin’ny dokotera raha naratra ianao.' },
      { title: 'Angony ny porofo', detail: 'Soraty ny zava-nitranga raha mbola vaovao ao an-tsainao ary tehirizo ny taratasy, sary ary hafatra rehetra.' },
      { title: 'Apetraho ny fitoriana', detail: 'Mankanesa any amin’ny kaomisariaty na ny borigadin’ny zandarimariam-pirenena, na manorata any amin’ny Fampanoavana. Azo atao am-bava na an-tsoratra ny fitoriana ; tsy maintsy mandray izany ny manamboninahitra misahana ny polisy ara-pitsarana (OPJ).', feeAriary: 0 },
      { title: 'Vakio indray ny fitanana an-tsoratra', detail: 'Hamarino fa voasoratra tsara ny fanambaranao alohan’ny hanaovanao sonia, ary angataho ny rosia na ny laharan’ny fitoriana.' },
      { title: 'Araho ny raharahanao', detail: 'Tehirizo ny rosia ary manontania tsy tapaka any amin’ny sampan-draharaha manao ny fanadihadiana na any amin’ny Fampanoavana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), article 131 (les officiers de police judiciaire reçoivent les plaintes et dénonciations)',
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), article 161 (le procureur de la République reçoit les plaintes et apprécie la suite à leur donner)',
      'Code de procédure pénale (ordonnance n° 62-052 du 20 septembre 1962, modifiée), articles 183 et suivants (plainte avec constitution de partie civile devant le juge d’instruction)',
    ],
    mg: [
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-131 (ny manamboninahitra misahana ny polisy ara-pitsarana no mandray ny fitoriana sy ny fampahafantarana)',
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-161 (ny Fampanoavana no mandray ny fitoriana ary manapaka izay atao aminy)',
      'Fehezan-dalàna momba ny paika ady heloka (didy hitsivolana laharana faha-62-052 tamin’ny 20 septambra 1962, novaina), andininy faha-183 sy ny manaraka (fitoriana miaraka amin’ny fangatahana onitra eo anatrehan’ny mpitsara mpanadihady)',
    ],
  },
  faq: {
    fr: [
      { question: 'La police refuse de prendre ma plainte. Que faire ?', answer: 'Vous pouvez écrire directement au procureur de la République du tribunal de première instance. Si un agent vous demande de l’argent, signalez-le au BIANCO.' },
      { question: 'Puis-je retirer ma plainte ?', answer: 'Vous pouvez vous désister, mais pour certaines infractions graves le procureur peut décider de poursuivre quand même.' },
      { question: 'Ai-je besoin d’un avocat ?', answer: 'Pas pour déposer plainte. Un avocat peut être utile ensuite, notamment si vous demandez réparation.' },
    ],
    mg: [
      { question: 'Tsy mety mandray ny fitoriako ny polisy. Inona no atao ?', answer: 'Afaka manoratra mivantana any amin’ny Fampanoavana eo anivon’ny Fitsarana ambaratonga voalohany ianao. Raha misy mpiasa mangataka vola aminao, ambarao any amin’ny BIANCO.' },
      { question: 'Azoko esorina ve ny fitoriako ?', answer: 'Azonao atao ny misintona, fa amin’ny heloka mafy sasany dia mety hanapa-kevitra hanohy ny fanenjehana ihany ny Fampanoavana.' },
      { question: 'Mila mpisolovava ve aho ?', answer: 'Tsy ilaina amin’ny fametrahana fitoriana. Mety hilaina any aoriana kosa ny mpisolovava, indrindra raha mangataka onitra ianao.' },
    ],
  },
  related: ['numeros-d-urgence', 'casier-judiciaire-bulletin-n-3', 'doleances', 'certificat-medical'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « Lutte contre la violence » et « Guide en cas d’incident sécuritaire » de la gendarmerie, lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Confirmé : dépôt de plainte auprès de la gendarmerie gratuit, plainte orale ou écrite (étape 3), informations à donner (qui appelle, ce qui s’est passé, où, quand, conséquences, mesures déjà prises). Pas de désaccord. Le numéro d’aide « SOS Herisetra » donné par Torolalana (+261 (0)34 14 016 00 66) a un chiffre de trop : non repris. Montant : gratuité du dépôt de plainte, et existence et montant d’une consignation pour la constitution de partie civile, non confirmés. Délai : remise immédiate d’un récépissé non confirmée. Pièces (CIN, récit, preuves, témoins) non confirmées. Numérotation des articles du Code de procédure pénale (131, 161, 183) relevée sur un blog : à recontrôler sur la version consolidée en vigueur. Traduction malgache de « Procureur de la République » (Fampanoavana) et « officier de police judiciaire » à valider.',
  },
  sources: [
    { title: 'Torolalana — Lutte contre la violence (gendarmerie : plainte orale ou écrite, gratuite)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/lutte-contre-la-violence', seen: '2026-11-25', published: '2026-02', supports: ['steps'] },
    { title: 'Torolalana — Guide en cas d’incident sécuritaire (gendarmerie : informations à donner, gratuit)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/guide-en-cas-d-incident-securitaire', seen: '2026-11-25', published: '2026-02', supports: ['steps'] },
    { title: 'Code de procédure pénale (texte consolidé, avec la liste des modifications)', publisher: 'Lexxika (base de textes juridiques)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/code-de-procedure-penale-2/', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Code de procédure pénale malagasy mis à jour en 2017 (ordonnance n° 62-052, loi n° 2016-017)', publisher: 'fichier-pdf.fr (document déposé par un particulier)', kind: 'secondary', url: 'https://www.fichier-pdf.fr/2017/03/30/cppm-mis-a-jour-2017/', seen: '2026-11-23', published: '2017-03-30', supports: ['legalReferences'] },
    { title: 'Art. 147 CPP malgache (citant les articles 131, 161, 183 et 184)', publisher: 'diffamer.fr (blog militant)', kind: 'secondary', url: 'https://diffamer.fr/art-147-cpp-malgache-le-ministere-public-exerce-laction-publique-donc-dapres-la-cour-de-cassation-malgache-tous-les-membres-du-ministere-public-peuvent-exercer-laction-publique/', seen: '2026-11-23', supports: ['legalReferences'] },
  ],
}

export default service
