import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'regions-et-districts',
  category: 'citoyennete',
  ministry: 'mid',
  slug: { fr: 'regions-et-districts', mg: 'faritra-sy-distrika' },
  title: { fr: 'Régions et districts de Madagascar', mg: 'Ireo faritra sy distrikan’i Madagasikara' },
  summary: {
    fr: 'Comprenez le découpage administratif de Madagascar (régions, districts, communes, fokontany) et sachez à quel niveau faire chacune de vos démarches.',
    mg: 'Fantaro ny fizarana ara-pitantanana an’i Madagasikara (faritra, distrika, kaominina, fokontany) ary fantaro izay toerana tokony hanaovanao ny fangatahana tsirairay.',
  },
  audience: {
    fr: 'Tout citoyen qui doit savoir de quel district ou de quelle région il dépend pour une démarche : état civil, CIN, foncier, élections, réclamation auprès de l’administration.',
    mg: 'Ny olom-pirenena rehetra mila mahafantatra ny distrika na ny faritra misy azy amin’ny fanaovana fangatahana: sora-piankohonana, kara-panondro, fananan-tany, fifidianana, fitarainana amin’ny fitantanan-draharaha.',
  },
  documents: {
    fr: [
      'Aucun document n’est nécessaire pour consulter la liste.',
      'Le nom de votre fokontany et de votre commune : ils figurent sur votre certificat de résidence',
      'Votre CIN ou votre certificat de résidence, demandés par la plupart des bureaux de district et de région',
    ],
    mg: [
      'Tsy misy taratasy ilaina raha hijery ny lisitra.',
      'Ny anaran’ny fokontany sy ny kaominina misy anao: voasoratra ao amin’ny fanamarinam-ponenanao izany',
      'Ny kara-panondronao na ny fanamarinam-ponenanao, izay angatahin’ny ankamaroan’ny biraon’ny distrika sy ny faritra',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'La consultation de la liste est gratuite. Chaque démarche faite ensuite au fokontany, à la commune, au district ou à la région a ses propres frais : reportez-vous au guide correspondant.',
      mg: 'Maimaim-poana ny fijerena ny lisitra. Samy manana ny sarany manokana ny fangatahana tsirairay atao any amin’ny fokontany, kaominina, distrika na faritra avy eo: jereo ny torolalana mifandraika aminy.',
    },
  },
  processingTime: {
    fr: 'Immédiat : l’information est disponible ci-dessous.',
    mg: 'Avy hatrany: hita eto ambany ny fampahalalana.',
  },
  whereToApply: {
    fr: 'Le fokontany est votre premier interlocuteur (certificat de résidence, orientation). La commune, dirigée par le maire, tient l’état civil et légalise les documents. Le district, dirigé par le chef de district, représente l’État (un préfet, au-dessus, coordonne plusieurs districts autour de certaines grandes villes) ; il intervient notamment pour la carte nationale d’identité. La région, dirigée par le gouverneur, porte le développement régional et accueille les directions régionales des ministères. Le ministère de l’Intérieur et de la Décentralisation encadre l’ensemble.',
    mg: 'Ny fokontany no voalohany hatonina (fanamarinam-ponenana, torolalana). Ny kaominina, tarihin’ny ben’ny tanàna, no mitana ny sora-piankohonana sy manamarina ny dika mitovy. Ny distrika, tarihin’ny lehiben’ny distrika, no misolo tena ny fanjakana (misy prefe, ambonin’izany, mandrindra distrika maromaro manodidina ny tanàn-dehibe sasany); mandray anjara indrindra amin’ny kara-panondro nasionaly izy. Ny faritra, tarihin’ny governora, no miandraikitra ny fampandrosoana ny faritra ary ao no misy ny foibem-paritry ny ministera. Ny Ministeran’ny Atitany sy ny Fitsinjaram-pahefana no manara-maso izany rehetra izany.',
  },
  steps: {
    fr: [
      { title: 'Repérez votre fokontany', detail: 'C’est la plus petite circonscription. Le chef fokontany vous délivre le certificat de résidence et vous oriente vers le bon bureau.' },
      { title: 'Identifiez votre commune', detail: 'La commune urbaine ou rurale tient les registres d’état civil (naissances, mariages, décès) et légalise les documents.' },
      { title: 'Trouvez votre district', detail: 'Cherchez votre district dans la liste ci-dessous, classée par région. Le bureau du district traite notamment la carte nationale d’identité.', unsure: 'Dépôt de la demande de CIN parfois à l’arrondissement ; rôle exact du district à confirmer.' },
      { title: 'Retrouvez votre région', detail: 'Chaque district appartient à l’une des 23 régions. Le chef-lieu de région accueille le gouverneur et les directions régionales des ministères.' },
      { title: 'Adressez-vous au bon bureau', detail: 'Chaque guide de ce site indique le niveau compétent pour la démarche. En cas de doute, commencez par le fokontany ou la commune.' },
    ],
    mg: [
      { title: 'Fantaro ny fokontany misy anao', detail: 'Io no faritra kely indrindra. Ny lehiben’ny fokontany no manome ny fanamarinam-ponenana ary mitarika anao any amin’ny birao mety.' },
      { title: 'Fantaro ny kaominina misy anao', detail: 'Ny kaominina an-tanàn-dehibe na ambanivohitra no mitana ny bokim-piankohonana (fahaterahana, fanambadiana, fahafatesana) ary manamarina ny dika mitovy.' },
      { title: 'Tadiavo ny distrika misy anao', detail: 'Tadiavo ao amin’ny lisitra eto ambany, voalahatra isaky ny faritra, ny distrika misy anao. Ny biraon’ny distrika indrindra no mikarakara ny kara-panondro nasionaly.', unsure: 'Indraindray any amin’ny boriborintany no apetraka ny fangatahana kara-panondro; mbola hamarinina ny anjaran’ny distrika.' },
      { title: 'Fantaro ny faritra misy anao', detail: 'Samy ao anatin’ny iray amin’ireo faritra 23 ny distrika tsirairay. Ao amin’ny renivohitry ny faritra no misy ny governora sy ny foibem-paritry ny ministera.' },
      { title: 'Mankanesa any amin’ny birao mety', detail: 'Ny torolalana tsirairay amin’ity tranonkala ity no milaza ny toerana tompon’andraikitra amin’ny fangatahana. Raha misalasala ianao, manomboha any amin’ny fokontany na ny kaominina.' },
    ],
  },
  legalReferences: {
    fr: [
      'Constitution de la IVe République (2010), article 143 : les collectivités territoriales décentralisées sont les communes, les régions et les provinces',
      'Loi n° 2004-001 du 17 juin 2004 relative aux Régions',
      'Décret n° 2005-012 du 11 janvier 2005 portant création des Districts et des Arrondissements administratifs',
      'Loi n° 2014-020 du 27 septembre 2014 relative aux ressources des collectivités territoriales décentralisées, aux modalités d’élections, ainsi qu’à l’organisation, au fonctionnement et aux attributions de leurs organes, modifiée notamment par la loi n° 2018-011 du 11 juillet 2018',
      'Loi n° 2021-012 du 24 juin 2021 modifiant l’annexe de la loi n° 2014-020 et créant la région Vatovavy (promulguée le 11 août 2021)',
    ],
    mg: [
      'Lalàm-panorenana ny Repoblika fahefatra (2010), andininy faha-143: ny kaominina, ny faritra ary ny faritany no vondrom-bahoaka itsinjaram-pahefana',
      'Lalàna laharana faha-2004-001 tamin’ny 17 jona 2004 mikasika ny Faritra',
      'Didim-panjakana laharana faha-2005-012 tamin’ny 11 janoary 2005 mananganana ny Distrika sy ny Boriborintany ara-pitantanana',
      'Lalàna laharana faha-2014-020 tamin’ny 27 septambra 2014 mikasika ny loharanon-karen’ny vondrom-bahoaka itsinjaram-pahefana, ny fomba fifidianana, ary ny fandaminana, ny fiasa sy ny andraikitry ny rafitra mitantana azy ireo, novaina indrindra tamin’ny lalàna laharana faha-2018-011 tamin’ny 11 jolay 2018',
      'Lalàna laharana faha-2021-012 tamin’ny 24 jona 2021 manova ny tovana amin’ny lalàna laharana faha-2014-020 sy mananganana ny faritra Vatovavy (navoaka ny 11 aogositra 2021)',
    ],
  },
  faq: {
    fr: [
      { question: 'Combien Madagascar compte-t-il de régions ?', answer: '23 depuis 2021 : l’ancienne région Vatovavy-Fitovinany a été divisée en deux. Vatovavy (chef-lieu Mananjary) regroupe Mananjary, Ifanadiana et Nosy Varika ; Fitovinany (chef-lieu Manakara) regroupe Manakara, Vohipeno et Ikongo.' },
      { question: 'Les six provinces existent-elles encore ?', answer: 'La Constitution prévoit des provinces, mais les six anciennes provinces (Antananarivo, Antsiranana, Fianarantsoa, Mahajanga, Toamasina, Toliara) ne sont plus un échelon administratif actif depuis 2009. On les cite encore pour situer les régions.' },
      { question: 'Combien y a-t-il de districts ?', answer: 'Le décret de 2005 en créait 119, chiffre encore souvent cité. Les listes détaillées récentes en comptent 114 ; c’est ce découpage qui est présenté ci-dessous.' },
      { question: 'Une 24e région va-t-elle être créée ?', answer: 'En 2023, le gouvernement a lancé la création d’une région Ambatosoa, qui regrouperait Maroantsetra et Mananara Avaratra, et les députés ont adopté le projet de loi. Tant que ce changement n’est pas confirmé, ces deux districts figurent ici dans la région Analanjirofo.' },
    ],
    mg: [
      { question: 'Firy ny faritra eto Madagasikara?', answer: '23 nanomboka tamin’ny 2021: nozaraina roa ny faritra Vatovavy-Fitovinany taloha. Ahitana an’i Mananjary, Ifanadiana ary Nosy Varika i Vatovavy (renivohitra: Mananjary); ahitana an’i Manakara, Vohipeno ary Ikongo i Fitovinany (renivohitra: Manakara).' },
      { question: 'Mbola misy ve ireo faritany enina?', answer: 'Voalazan’ny Lalàm-panorenana ny faritany, saingy tsy sehatra ara-pitantanana miasa intsony ireo faritany enina taloha (Antananarivo, Antsiranana, Fianarantsoa, Mahajanga, Toamasina, Toliara) nanomboka tamin’ny 2009. Mbola tononina ihany izy ireo mba hilazana ny toerana misy ny faritra.' },
      { question: 'Firy ny distrika?', answer: '119 no noforonin’ny didim-panjakana tamin’ny 2005, ary mbola matetika no tononina io isa io. 114 kosa no ao amin’ireo lisitra antsipiriany farany; io fizarana io no aseho eto ambany.' },
      { question: 'Hisy faritra faha-24 ve?', answer: 'Tamin’ny 2023, nanomboka ny fananganana ny faritra Ambatosoa, izay hahitana an’i Maroantsetra sy Mananara Avaratra, ary nolanian’ny depiote ny volavolan-dalàna. Raha mbola tsy voamarina izany fiovana izany, ao amin’ny faritra Analanjirofo no ametrahana ireo distrika roa ireo eto.' },
    ],
  },
  related: ['certificat-de-residence', 'carte-nationale-d-identite', 'inscription-sur-la-liste-electorale', 'doleances'],
  directory: 'regions',
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['legalReferences', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Texte : numéro de la loi de 2021 créant Vatovavy à confirmer au Journal officiel (« 010/2021 du 9 juin 2021 » est le numéro du projet selon Midi Madagasikara ; « loi n° 2021-012 du 24 juin 2021 » selon AllAfrica, promulguée le 11 août 2021) ; loi n° 2004-001, décret n° 2005-012 et loi n° 2018-011 non vérifiés. Nombre exact de districts (114 listés, 119 souvent cité) et districts éventuellement créés après 2013 à vérifier auprès du ministère de l’Intérieur. Région Ambatosoa : projet adopté par les députés en 2023, promulgation à vérifier. Rôle du district dans la délivrance de la CIN à confirmer (marqué à l’étape 3 ; L’Express, 6 août 2019 : dépôt à l’arrondissement) ; « préfet » corrigé : il coordonne plusieurs districts (La Tribune de Diego, avril 2015 ; AllAfrica, 29 août 2018), lieu de dépôt marqué « à confirmer ». Les codes de districts viennent d’un dépôt GitHub tiers, non officiel. Termes malgaches « fanamarinam-ponenana » et « prefe » à faire valider.',
  },
  sources: [
    { title: '23e région Vatovavy : promulgation en grande pompe ce jour (composition des régions Vatovavy et Fitovinany)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/23eme-region-vatovavy-promulgation-en-grande-pompe-ce-jour', seen: '2026-11-23', published: '2021-08', supports: ['legalReferences', 'faq'] },
    { title: 'Région Vatovavy installée le 7 octobre 2021 (loi n° 2021-012 du 24 juin 2021) ; projet de région Ambatosoa adopté par les députés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202308030472.html', seen: '2026-11-23', published: '2023-08-03', supports: ['legalReferences', 'faq'] },
    { title: 'Création de la région Ambatosoa', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202306090419.html', seen: '2026-11-23', published: '2023-06-09', supports: ['faq'] },
    { title: 'Le numéro d’urgence « 117 » opérationnel dans tous les 119 districts', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/4109', seen: '2026-11-23', published: '2017-07-13', supports: ['faq'] },
    { title: 'Création de nouvelles régions : le plateau de Mahafaly et le Mangoro dans la liste d’attente (article 143 de la Constitution)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/politique/item/11814', seen: '2026-11-23', published: '2020-10', supports: ['legalReferences'] },
    { title: 'Districts de Madagascar (liste par région)', publisher: 'Wikipédia', kind: 'secondary', url: 'https://fr.wikipedia.org/wiki/Districts_de_Madagascar', seen: '2026-11-23', supports: ['faq'] },
    { title: 'Distrika eto Madagasikara', publisher: 'Wikipedia (malgache)', kind: 'secondary', url: 'https://mg.wikipedia.org/wiki/Distrika_eto_Madagasikara', seen: '2026-11-23', supports: ['faq'] },
    { title: 'Regions of Madagascar (chefs-lieux, anciennes provinces, Vatovavy et Fitovinany)', publisher: 'WikiMili (copie de Wikipedia)', kind: 'secondary', url: 'https://wikimili.com/en/Regions_of_Madagascar', seen: '2026-11-23', supports: ['faq'] },
    { title: 'Codes des districts par région : jeu de données tiers, non officiel (MN-Sandratra/nodejs-fokontany)', publisher: 'GitHub (dépôt d’un particulier)', kind: 'secondary', url: 'https://github.com/MN-Sandratra/nodejs-fokontany', seen: '2026-11-23' },
    { title: 'Madagascar : 22 régions, 119 districts', publisher: 'Heraldry Wiki', kind: 'secondary', url: 'https://www.heraldry-wiki.com/wiki/Madagascar', seen: '2026-11-23', supports: ['faq'] },
  ],
}
export default service
