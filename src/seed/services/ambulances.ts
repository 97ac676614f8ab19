import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'ambulances',
  category: 'urgences',
  ministry: 'sante',
  slug: { fr: 'ambulances', mg: 'fiara-mpitondra-marary' },
  title: { fr: 'Ambulances et transport d’urgence', mg: 'Fiara mpitondra marary sy fitaterana vonjy taitra' },
  summary: {
    fr: 'Comment faire transporter un malade ou un blessé vers l’hôpital : pompiers, ambulances des hôpitaux publics, SAMU là où il existe, et ce que cela coûte.',
    mg: 'Ny fomba hitondrana marary na naratra any amin’ny hopitaly: mpamonjy voina, fiara mpitondra marary an’ny hopitaly miankina amin’ny fanjakana, SAMU any amin’izay misy azy, ary ny saran’izany.',
  },
  audience: {
    fr: 'Les malades, les blessés, les femmes sur le point d’accoucher et leurs proches quand ils ne peuvent pas aller seuls à l’hôpital, ainsi que les témoins d’un accident.',
    mg: 'Ireo marary, naratra, vehivavy efa hiteraka ary ny havany raha tsy afaka mankany amin’ny hopitaly irery izy ireo, ary koa ireo vavolombelon’ny lozam-pifamoivoizana.',
  },
  documents: {
    fr: [
      'Aucun document n’est exigé pour demander une ambulance en urgence.',
      'L’adresse précise, un point de repère et un numéro de téléphone joignable',
      'CIN du patient ou de la personne qui l’accompagne',
      'Pour un transfert : carnet de santé, ordonnances et lettre de référence du médecin ou du CSB',
      'De l’argent pour payer le transport s’il est facturé (ambulance d’hôpital ou privée)',
    ],
    mg: [
      'Tsy misy taratasy takiana raha hangataka fiara mpitondra marary amin’ny vonjy taitra.',
      'Ny adiresy marina, marika fantatra ary laharan-telefaonina azo antsoina',
      'CIN an’ny marary na ny olona miaraka aminy',
      'Raha famindrana hopitaly: karinem-pahasalamana, taratasim-panafody ary taratasy fandefasana avy amin’ny dokotera na ny CSB',
      'Vola handoavana ny fitaterana raha andoavam-bola izany (fiaran’ny hopitaly na tsy miankina)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Les sapeurs-pompiers interviennent gratuitement dans la commune d’Antananarivo (accidents, malaises, incendies, inondations). Hors de cette commune, leur venue dépend de l’accord du maire et le déplacement peut être facturé à la commune. Les ambulances des hôpitaux publics sont payantes : 20 000 Ar par transport au CHU HJRA en 2022. Les ambulances privées coûtent beaucoup plus cher, selon la distance et la durée. Une fois arrivé à l’hôpital public, les premiers soins d’urgence sont gratuits.',
      mg: 'Maimaim-poana ny fidinan’ny mpamonjy voina ao amin’ny kaominina Antananarivo Renivohitra (lozam-pifamoivoizana, marary tampoka, hain-trano, tondra-drano). Ivelan’io kaominina io, miankina amin’ny fanekena ataon’ny ben’ny tanàna ny fidinany ary mety haloan’ny kaominina ny saran’ny dia. Andoavam-bola ny fiara mpitondra marary an’ny hopitaly miankina amin’ny fanjakana: 20 000 Ar isaky ny fitaterana tao amin’ny CHU HJRA tamin’ny 2022. Lafo lavitra noho izany ny fiara mpitondra marary tsy miankina, arakaraka ny halavirana sy ny faharetany. Rehefa tonga any amin’ny hopitaly miankina amin’ny fanjakana, maimaim-poana ny fitsaboana voalohany amin’ny vonjy taitra.',
    },
  },
  processingTime: {
    fr: 'Très variable : les ambulances sont peu nombreuses (deux ou trois au CHU HJRA en 2022). Si aucune ambulance n’est disponible vite et que l’état du malade le permet, un taxi ou un véhicule personnel peut être plus rapide.',
    mg: 'Tsy mitovy mihitsy: vitsy ny fiara mpitondra marary (roa na telo tao amin’ny CHU HJRA tamin’ny 2022). Raha tsy misy fiara azo haingana ary mamela izany ny toe-pahasalaman’ny marary, mety ho haingana kokoa ny taksy na fiara manokana.',
  },
  whereToApply: {
    fr: 'À Antananarivo : les sapeurs-pompiers (118) ou le service d’ambulances de l’hôpital public le plus proche. À Mahajanga : le SAMU, ouvert en septembre 2025. Ailleurs : le CHRD ou le CHRR de votre district ou de votre région, les pompiers de la ville s’il y en a, ou le chef fokontany, qui peut aider à organiser le transport.',
    mg: 'Eto Antananarivo: ny mpamonjy voina (118) na ny fiara mpitondra marary an’ny hopitaly miankina amin’ny fanjakana akaiky indrindra. Any Mahajanga: ny SAMU, nisokatra tamin’ny septambra 2025. Any amin’ny toerana hafa: ny CHRD na ny CHRR ao amin’ny distrika na faritra misy anao, ny mpamonjy voina ao an-tanàna raha misy, na ny lehiben’ny fokontany, izay afaka manampy amin’ny fandaminana ny fitaterana.',
  },
  steps: {
    fr: [
      { title: 'Évaluez la situation', detail: 'Vérifiez si la personne respire et si elle saigne. Après un accident de la route, ne la déplacez pas, sauf danger immédiat (feu, circulation).' },
      { title: 'Appelez les secours', detail: 'Appelez le 118 ou l’ambulance de l’hôpital le plus proche. Donnez le lieu exact, l’état de la personne et un numéro pour vous rappeler.' },
      { title: 'Faites les premiers gestes', detail: 'Si la personne est inconsciente mais respire, couchez-la sur le côté. Appuyez sur une plaie qui saigne avec un tissu propre. Couvrez-la pour qu’elle n’ait pas froid.' },
      { title: 'Préparez le départ', detail: 'Réunissez la CIN, le carnet de santé et les médicaments de la personne. Désignez un proche pour l’accompagner et rester avec elle à l’hôpital.' },
      { title: 'À l’arrivée à l’hôpital', detail: 'Allez directement au service des urgences. Payez le transport s’il est facturé et demandez un reçu.' },
    ],
    mg: [
      { title: 'Tombano ny toe-javatra', detail: 'Jereo raha mbola miaina ilay olona sy raha mandeha ra izy. Aorian’ny lozam-pifamoivoizana, aza afindra toerana izy raha tsy misy loza mananontanona (afo, fiara mandalo).' },
      { title: 'Antsoy ny mpamonjy', detail: 'Antsoy ny 118 na ny fiara mpitondra marary an’ny hopitaly akaiky indrindra. Lazao ny toerana marina, ny toe-pahasalaman’ilay olona ary laharana iantsoana anao indray.' },
      { title: 'Ataovy ny fihetsika voalohany', detail: 'Raha torana nefa mbola miaina ilay olona, ampandriò mitongilana izy. Tsindrio amin’ny lamba madio ny ratra mandeha ra. Saromy izy mba tsy hangatsiaka.' },
      { title: 'Omano ny fiaingana', detail: 'Angony ny CIN, ny karinem-pahasalamana ary ny fanafodin’ilay olona. Tendreo ny havana hiaraka aminy sy hiandry azy any amin’ny hopitaly.' },
      { title: 'Rehefa tonga any amin’ny hopitaly', detail: 'Mankanesa mivantana any amin’ny sampan-draharaha vonjy taitra. Aloavy ny fitaterana raha andoavam-bola ary angataho ny tapakila.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2011-002 du 15 juillet 2011 portant Code de la santé',
      'Convention de 2020 entre la Commune urbaine d’Antananarivo et les communes voisines sur les interventions des sapeurs-pompiers',
      'Création par le ministère de la Santé publique de la Direction du Centre d’aide médicale urgente de Madagascar (DCAMUM), chargée des SAMU',
    ],
    mg: [
      'Lalàna laharana faha-2011-002 tamin’ny 15 jolay 2011 mametraka ny Fehezan-dalàna momba ny fahasalamana',
      'Fifanarahana tamin’ny 2020 teo amin’ny Kaominina Antananarivo Renivohitra sy ireo kaominina manodidina momba ny fidinan’ny mpamonjy voina',
      'Fananganana ny Foibe misahana ny vonjy taitra ara-pitsaboana eto Madagasikara (DCAMUM) ataon’ny Ministeran’ny Fahasalamam-bahoaka, miandraikitra ny SAMU',
    ],
  },
  faq: {
    fr: [
      { question: 'L’ambulance est-elle gratuite ?', answer: 'Pas toujours. Les pompiers interviennent gratuitement dans la commune d’Antananarivo. Les ambulances des hôpitaux publics sont payantes (20 000 Ar au CHU HJRA en 2022) ; les ambulances privées coûtent beaucoup plus.' },
      { question: 'Existe-t-il un SAMU à Madagascar ?', answer: 'Un SAMU a ouvert à Mahajanga en septembre 2025, avec l’appui de l’OMS. Le ministère de la Santé publique a créé une direction chargée de développer l’aide médicale urgente dans tout le pays.' },
      { question: 'Que faire si aucune ambulance n’est disponible ?', answer: 'Si la personne peut être transportée sans danger, prenez un taxi ou un véhicule personnel et allez directement aux urgences. Prévenez l’hôpital si vous le pouvez.' },
      { question: 'Les pompiers d’Antananarivo viennent-ils dans les communes voisines ?', answer: 'Oui, mais avec l’accord du maire de la commune concernée, qui peut devoir payer le déplacement des camions.' },
    ],
    mg: [
      { question: 'Maimaim-poana ve ny fiara mpitondra marary?', answer: 'Tsy voatery. Maimaim-poana ny fidinan’ny mpamonjy voina ao amin’ny kaominina Antananarivo Renivohitra. Andoavam-bola ny fiaran’ny hopitaly miankina amin’ny fanjakana (20 000 Ar tao amin’ny CHU HJRA tamin’ny 2022); lafo lavitra ny an’ny tsy miankina.' },
      { question: 'Misy SAMU ve eto Madagasikara?', answer: 'Nisokatra tany Mahajanga ny SAMU tamin’ny septambra 2025, niaraka tamin’ny fanohanan’ny OMS. Nanangana foibe miandraikitra ny fampivelarana ny vonjy taitra ara-pitsaboana manerana ny nosy ny Ministeran’ny Fahasalamam-bahoaka.' },
      { question: 'Inona no atao raha tsy misy fiara mpitondra marary?', answer: 'Raha azo entina tsy misy loza ilay olona, mandraisa taksy na fiara manokana ary mankanesa mivantana any amin’ny vonjy taitra. Ampandreneso ny hopitaly raha azo atao.' },
      { question: 'Midina any amin’ny kaominina manodidina ve ny mpamonjy voina eto Antananarivo?', answer: 'Eny, saingy miaraka amin’ny fanekena ataon’ny ben’ny tanànan’ilay kaominina, izay mety handoa ny saran’ny dian’ny fiara.' },
    ],
  },
  places: ['pompiers-antananarivo', 'ambulance-chu-hjra', 'samu-mahajanga', 'croix-rouge-ambulances-antananarivo'],
  related: ['numeros-d-urgence', 'hopitaux', 'pharmacies-de-garde'],
  directory: 'ambulances',
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Guide non couvert par la recherche initiale ; quelques vérifications faites dans ce passage (tarif et nombre d’ambulances du CHU HJRA en 2022, SAMU de Mahajanga et DCAMUM, convention de 2020 sur les pompiers). Montant : gratuité de l’intervention des pompiers dans la commune d’Antananarivo non écrite explicitement par les sources (seul l’appel au 118 est dit gratuit) ; tarif HJRA de 2022 à actualiser (nouvelles ambulances, tarifs « à l’étude »). Pièces (CIN, carnet de santé, lettre de référence) non confirmées. Texte : loi n° 2011-002 du 15 juillet 2011 (Code de la santé) et références exactes de la convention CUA de 2020 et du texte créant la DCAMUM à préciser. Aucun numéro d’ambulance d’hôpital ni du SAMU de Mahajanga trouvé ; existence actuelle du service d’ambulances de la Croix-Rouge malagasy à confirmer (source de 2008) : signalé dans l’adresse du lieu ; aucun numéro affiché.',
  },
  sources: [
    { title: 'Hôpital Joseph Ravoahangy Andrianavalona : deux ambulances pour des centaines de patients (20 000 Ar le transport)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/17063', seen: '2026-11-23', published: '2022-09-13', supports: ['cost', 'processingTime', 'faq'] },
    { title: 'CHUJRA : réception de nouvelles ambulances (tarifs à l’étude)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/chujra-reception-de-4-nouvelles-ambulances-hier', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Mahajanga se dote d’un Service d’aide médicale urgente (SAMU) ; création de la DCAMUM', publisher: 'Organisation mondiale de la santé, bureau Afrique', kind: 'official', url: 'https://www.afro.who.int/fr/countries/madagascar/news/mahajanga-se-dote-dun-service-daide-medicale-urgente-samu-pour-renforcer-la-prise-en-charge-des', seen: '2026-11-23', published: '2025-09-04', supports: ['whereToApply', 'legalReferences', 'faq'] },
    { title: 'Sapeurs-pompiers : les interventions en périphérie soumises à conditions (convention de 2020, ligne verte 118 gratuite)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2023/12/sapeurs-pompiers-les-interventions-en.html', seen: '2026-11-23', published: '2023-12', supports: ['whereToApply', 'legalReferences', 'faq'] },
    { title: 'Sapeurs-pompiers d’Antananarivo : la contribution des communes indispensable pour les interventions hors zone', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/sapeurs-pompiers-dantananarivo-contribution-indispensable-communes-interventions-zone', seen: '2026-11-23', supports: ['whereToApply', 'faq'] },
    { title: 'Firefighters: interventions on the outskirts subject to conditions', publisher: 'World Today Journal', kind: 'secondary', url: 'https://www.world-today-journal.com/firefighters-interventions-on-the-outskirts-subject-to-conditions/', seen: '2026-11-23', published: '2023', supports: ['legalReferences', 'faq'] },
    { title: 'Pompiers de la CUA (18 ou 118) : « leurs actions sont gratuites »', publisher: 'TV Mada', kind: 'press', url: 'http://tvmada.com/lcvmada/pompiers-cua/', seen: '2026-11-23', supports: ['whereToApply', 'steps', 'cost', 'faq'] },
    { title: 'Ambulances remises aux districts d’Atsimo Andrefana', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202303150545.html', seen: '2026-11-23', published: '2023-03-15', supports: ['whereToApply'] },
    { title: '19 ambulances opérationnelles à Tanà', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/19-ambulances-operationnelles-a,10356.html', seen: '2026-11-23', published: '2008', supports: ['whereToApply'] },
    { title: 'Hôpitaux publics : la gratuité des soins d’urgence effective', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/19/10/2021/hopitaux-publics-la-gratuite-des-soins-durgence-effective/', seen: '2026-11-23', published: '2021-10-19', supports: ['cost'] },
  ],
}
export default service
