import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'pharmacies-de-garde',
  category: 'urgences',
  ministry: 'sante',
  slug: { fr: 'pharmacies-de-garde', mg: 'farmasia-fiambenana' },
  title: { fr: 'Pharmacies de garde', mg: 'Farmasia fiambenana' },
  summary: {
    fr: 'Trouvez une pharmacie ouverte la nuit, le week-end ou un jour férié, et comprenez comment fonctionne le tour de garde.',
    mg: 'Tadiavo ny farmasia misokatra amin’ny alina, amin’ny faran’ny herinandro na amin’ny andro tsy iasana, ary fantaro ny fomba fiasan’ny fifandimbiasana miambina.',
  },
  audience: {
    fr: 'Toute personne qui a besoin d’un médicament en dehors des heures d’ouverture habituelles des pharmacies.',
    mg: 'Izay olona rehetra mila fanafody ivelan’ny ora fisokafan’ny farmasia mahazatra.',
  },
  documents: {
    fr: [
      'L’ordonnance du médecin, pour les médicaments qui en exigent une',
      'Le nom exact du médicament ou la boîte vide, si vous renouvelez un traitement',
      'L’âge et le poids de l’enfant, pour un médicament destiné à un enfant',
      'Le carnet de santé, si vous avez une maladie chronique ou une allergie',
      'De l’argent liquide ou un moyen de paiement mobile',
    ],
    mg: [
      'Ny taratasim-panafody (ordonnance) nomen’ny dokotera, ho an’ny fanafody mitaky izany',
      'Ny anarana marina an’ilay fanafody na ny fonony efa lany, raha hanohy fitsaboana ianao',
      'Ny taona sy ny lanjan’ny zaza, raha fanafody ho an’ny ankizy',
      'Ny karinem-pahasalamana, raha manana aretina maharitra na tsy mahazaka fanafody sasany ianao',
      'Vola na fandoavana amin’ny finday',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Les médicaments sont payants, au prix pratiqué par la pharmacie. Demandez avant de payer si un supplément est appliqué la nuit ou le dimanche. Si un médicament prescrit manque, le pharmacien peut vous proposer un équivalent.',
      mg: 'Andoavam-bola ny fanafody, araka ny vidiny ampiharin’ny farmasia. Anontanio alohan’ny handoavanao raha misy sarany fanampiny amin’ny alina na ny alahady. Raha tsy misy ilay fanafody voasoratra, afaka manolotra fanafody mitovy aminy ny farmasianina.',
    },
  },
  processingTime: {
    fr: 'Immédiat si le médicament est en stock. Le tour de garde change chaque semaine ; à Antananarivo, plusieurs pharmacies sont de garde en même temps.',
    mg: 'Avy hatrany raha misy ilay fanafody. Miova isan-kerinandro ny fifandimbiasana miambina; eto Antananarivo, farmasia maromaro no miambina miaraka.',
  },
  whereToApply: {
    fr: 'À la pharmacie de garde de votre ville pour la semaine en cours. La liste est fixée par l’Ordre national des pharmaciens et relayée par la presse et les radios ; elle est souvent affichée sur la porte des pharmacies. À Antananarivo, l’Ordre a renforcé le dispositif en janvier 2026 : pharmacies de garde réparties par arrondissement et pharmacies de périphérie ouvertes 24 h/24, 7 j/7 ; vérifiez s’il est toujours appliqué. Hors des villes, adressez-vous au CSB ou à un dépôt de médicaments autorisé.',
    mg: 'Any amin’ny farmasia miambina ao an-tanànanao mandritra ny herinandro ankehitriny. Ny Holafitra nasionalin’ny farmasiana no mametraka ny lisitra, ary zaraina amin’ny gazety sy ny radio izany; matetika koa no apetaka eo am-baravaran’ny farmasia. Eto Antananarivo, nohamafisin’ny Holafitra ny fandaminana tamin’ny janoary 2026: nozaraina isaky ny boriborintany ny farmasia miambina ary nisy farmasia any amin’ny manodidina nisokatra 24 ora/24, 7 andro/7; hamarino raha mbola ampiharina izany. Any ivelan’ny tanàna, mankanesa any amin’ny CSB na any amin’ny toeram-pivarotana fanafody nahazo alalana.',
  },
  steps: {
    fr: [
      { title: 'Consultez la liste de la semaine', detail: 'Cherchez la liste officielle des pharmacies de garde (presse, radio, affiche sur la porte d’une pharmacie). Le tableau ci-dessous n’est qu’indicatif.' },
      { title: 'Appelez avant de vous déplacer', detail: 'Téléphonez à la pharmacie pour vérifier qu’elle est bien de garde et que le médicament est disponible.' },
      { title: 'Prenez votre ordonnance', detail: 'Apportez l’ordonnance ou la boîte du médicament. Sans ordonnance, le pharmacien ne délivre pas les médicaments qui en exigent une.' },
      { title: 'Présentez-vous à la pharmacie', detail: 'La nuit, l’attente peut être longue, surtout en période d’épidémie. Soyez patient et gardez votre ordonnance à la main.' },
      { title: 'Suivez les conseils du pharmacien', detail: 'Demandez comment prendre le médicament et pendant combien de temps. Si le produit manque, le pharmacien peut proposer un équivalent.' },
    ],
    mg: [
      { title: 'Jereo ny lisitry ny herinandro', detail: 'Tadiavo ny lisitra ofisialin’ny farmasia miambina (gazety, radio, taratasy apetaka eo am-baravaran’ny farmasia). Torolalana fotsiny ny tabilao eto ambany.' },
      { title: 'Miantsoa alohan’ny handehananao', detail: 'Antsoy an-telefaonina ny farmasia hanamarinana fa tena miambina izy ary misy ilay fanafody.' },
      { title: 'Ento ny taratasim-panafodinao', detail: 'Ento ny taratasim-panafody na ny fonon’ilay fanafody. Raha tsy misy taratasim-panafody, tsy omen’ny farmasianina ny fanafody mitaky izany.' },
      { title: 'Mankanesa any amin’ny farmasia', detail: 'Amin’ny alina, mety ho ela ny fiandrasana, indrindra rehefa misy valan’aretina. Mahareta ary tazony eny an-tananao ny taratasim-panafodinao.' },
      { title: 'Araho ny torohevitry ny farmasianina', detail: 'Anontanio ny fomba fisotroana ilay fanafody sy ny faharetany. Raha tsy misy ilay izy, afaka manolotra fanafody mitovy aminy ny farmasianina.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2011-002 du 15 juillet 2011 portant Code de la santé (exercice de la pharmacie, officines et dépôts de médicaments)',
      'Décret n° 99-250 du 7 avril 1999 portant Code de déontologie des pharmaciens',
      'Organisation des tours de garde fixée par l’Ordre national des pharmaciens de Madagascar',
    ],
    mg: [
      'Lalàna laharana faha-2011-002 tamin’ny 15 jolay 2011 mametraka ny Fehezan-dalàna momba ny fahasalamana (asa maha-farmasianina, farmasia ary toeram-pivarotana fanafody)',
      'Didim-panjakana laharana faha-99-250 tamin’ny 7 aprily 1999 mametraka ny Fitsipi-pitondran-tenan’ny farmasianina',
      'Fandaminana ny fifandimbiasana miambina napetraky ny Holafitra nasionalin’ny farmasiana eto Madagasikara',
    ],
  },
  faq: {
    fr: [
      { question: 'Comment savoir quelle pharmacie est de garde ?', answer: 'La liste change chaque semaine. Elle est publiée par l’Ordre national des pharmaciens et reprise par les journaux et les radios. Appelez la pharmacie avant de vous déplacer.' },
      { question: 'Pourquoi les dates du tableau sont-elles « indicatives » ?', answer: 'Le tour de garde réel n’est connu qu’au moment de sa publication. Le tableau de ce site sert de repère : seule la liste officielle de la semaine fait foi.' },
      { question: 'Puis-je acheter mes médicaments au marché ou dans la rue ?', answer: 'C’est dangereux : ces médicaments peuvent être faux, périmés ou mal conservés. Achetez-les en pharmacie, ou dans un dépôt de médicaments autorisé là où il n’y a pas de pharmacie.' },
    ],
    mg: [
      { question: 'Ahoana no ahafantarako ny farmasia miambina?', answer: 'Miova isan-kerinandro ny lisitra. Ny Holafitra nasionalin’ny farmasiana no mamoaka azy ary averin’ny gazety sy ny radio. Antsoy ny farmasia alohan’ny handehananao.' },
      { question: 'Nahoana no « torolalana fotsiny » ny daty ao amin’ny tabilao?', answer: 'Rehefa avoaka vao fantatra ny tena fifandimbiasana miambina. Ho fanondroana fotsiny ny tabilao eto amin’ity tranonkala ity: ny lisitra ofisialin’ny herinandro ihany no manan-kery.' },
      { question: 'Afaka mividy fanafody eny an-tsena na eny an-dalambe ve aho?', answer: 'Mampidi-doza izany: mety ho sandoka, lany daty na tsy voatahiry tsara ireo fanafody ireo. Mividiana any amin’ny farmasia, na any amin’ny toeram-pivarotana fanafody nahazo alalana any amin’izay tsy misy farmasia.' },
    ],
  },
  places: [
    'pharmacie-metropole-antananarivo',
    'pharmacie-miaro-antananarivo',
    'pharmacie-de-l-avenue-antananarivo',
    'pharmacie-nouvelle-antananarivo',
    'pharmacie-de-la-grande-ile-antananarivo',
    'pharmacie-soavina-toamasina',
    'pharmacie-bazary-be-toamasina',
    'pharmacie-centrale-toamasina',
    'pharmacie-belvedere-mahajanga',
    'pharmacie-du-centre-mahajanga',
    'pharmacie-mahavonjy-mahajanga',
    'pharmacie-centrale-du-sud-fianarantsoa',
    'pharmacie-du-betsileo-fianarantsoa',
    'pharmacie-ezaka-fianarantsoa',
    'pharmacie-fiherena-toliara',
    'pharmacie-la-croix-d-or-toliara',
    'pharmacie-mahavatse-toliara',
    'pharmacie-esperance-antsiranana',
    'pharmacie-olga-antsiranana',
    'pharmacie-mora-antsiranana',
  ],
  related: ['hopitaux', 'numeros-d-urgence', 'ambulances'],
  directory: 'pharmacies',
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Guide non couvert par la recherche initiale ; vérifié dans ce passage : tour de garde hebdomadaire (5 à 6 officines à Antananarivo en temps normal), dispositif par arrondissement de janvier 2026, pharmacies de périphérie ouvertes 24 h/24, équivalents proposés par le pharmacien. Texte : loi n° 2011-002 du 15 juillet 2011 (Code de la santé) à confirmer au Journal officiel ; décret n° 99-250 connu par une copie non officielle. Le dispositif de janvier 2026 était annoncé « jusqu’à la fin du mois de janvier » : vérifier s’il a été prolongé. Tour de garde du tableau indicatif : à remplacer par le planning officiel de l’Ordre. Noms, adresses et téléphones des pharmacies issus d’un jeu de données tiers (pharmanio-backend, tiré de opham.com) : à confirmer ; vérifier si opham.com est une source officielle. Supplément de nuit éventuel : aucune source n’en parle (rien n’est affiché ; le guide invite à demander).',
  },
  sources: [
    { title: 'Nouveau dispositif de pharmacies de garde à Antananarivo, par arrondissement, jusqu’à la fin de janvier (communiqué de l’Ordre national des pharmaciens)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601260573.html', seen: '2026-11-23', published: '2026-01-26', supports: ['whereToApply'] },
    { title: 'Pharmacies de garde renforcées pour les fêtes : cinq à six officines de garde par semaine en temps normal', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202112240283.html', seen: '2026-11-23', published: '2021-12-24', supports: ['processingTime'] },
    { title: 'Santé : multiplication des pharmacies de garde (équivalents proposés par le pharmacien)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/sante-multiplication-des-pharmacies-de-garde-a-partir-de-demain/', seen: '2026-11-23', published: '2021-12', supports: ['steps'] },
    { title: 'Santé publique : pharmacie de garde, un dispositif obsolète ? (pharmacies de périphérie ouvertes 24 h/24)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/politique/item/22734', seen: '2026-11-23', published: '2024-10-25', supports: ['whereToApply'] },
    { title: 'Code de déontologie des pharmaciens (décret n° 99-250)', publisher: 'Ordre des pharmaciens de Madagascar (copie sur doczz.net)', kind: 'secondary', url: 'https://doczz.net/doc/448320/code-de-deontologie-des-pharmaciens---madagascar', seen: '2026-11-23', published: '1999-04-07', supports: ['legalReferences'] },
    { title: 'Jeu de données des pharmacies de Madagascar d’après opham.com : jeu de données tiers, non officiel (krishna2206/pharmanio-backend)', publisher: 'GitHub (dépôt d’un particulier)', kind: 'secondary', url: 'https://github.com/krishna2206/pharmanio-backend', seen: '2026-11-23' },
    { title: 'Pillage de pharmacie : risques liés aux médicaments volés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202509300194.html', seen: '2026-11-23', published: '2025-09-30' },
    { title: 'Santé publique : Madagascar ne dispose que de 340 pharmacies', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2024/09/20/sante-publique-madagascar-ne-dispose-que-de-340-pharmacies', seen: '2026-11-23', published: '2024-09-20' },
  ],
}
export default service
