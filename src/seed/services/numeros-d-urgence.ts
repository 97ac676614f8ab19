import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'numeros-d-urgence',
  category: 'urgences',
  ministry: 'securite-publique',
  slug: { fr: 'numeros-d-urgence', mg: 'laharana-vonjy-taitra' },
  title: { fr: 'Numéros d’urgence', mg: 'Laharana antsoina raha misy vonjy taitra' },
  summary: {
    fr: 'Les numéros à appeler en cas de danger, d’accident, d’incendie ou de violence, et ce qu’il faut dire au téléphone pour être secouru vite.',
    mg: 'Ireo laharana tokony antsoina raha misy loza, lozam-pifamoivoizana, hain-trano na herisetra, sy izay tokony holazainao amin’ny telefaonina mba hahazoanao vonjy haingana.',
  },
  audience: {
    fr: 'Toute personne à Madagascar, témoin ou victime d’une urgence : agression, accident, incendie, malaise, enfant en danger, violence conjugale ou sexuelle.',
    mg: 'Izay olona rehetra eto Madagasikara, na vavolombelona na niharan’ny loza: fanafihana, lozam-pifamoivoizana, hain-trano, marary tampoka, ankizy atahorana, herisetra ao an-tokantrano na ara-nofo.',
  },
  documents: {
    fr: [
      'Aucun document n’est exigé pour appeler un numéro d’urgence.',
      'Votre position précise : fokontany, quartier, rue et un point de repère (église, école, marché).',
      'Un téléphone chargé. Les numéros courts 117, 118, 147 et 813 sont gratuits ; gardez un peu de crédit pour rappeler un numéro ordinaire.',
      'Si possible, la CIN ou une pièce d’identité de la victime, utile ensuite à l’hôpital ou au commissariat.',
      'Le carnet de santé ou la liste des médicaments de la victime, si elle en a.',
    ],
    mg: [
      'Tsy misy taratasy takiana raha hiantso laharana vonjy taitra.',
      'Ny toerana misy anao marina: fokontany, faritra, lalana ary marika fantatra (fiangonana, sekoly, tsena).',
      'Telefaonina feno herinaratra. Maimaim-poana ny laharana fohy 117, 118, 147 ary 813; mitahiry fahana kely hiantsoana laharana tsotra.',
      'Raha azo atao, ny kara-panondron’ilay niharam-boina (CIN) na taratasy manamarina ny maha-izy azy, ilaina any amin’ny hopitaly na any amin’ny polisy avy eo.',
      'Ny karinem-pahasalamana na ny lisitry ny fanafody ataon’ny niharam-boina, raha misy.',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Les appels vers le 117 (police), le 118 (pompiers), le 147 (enfants en danger) et le 813 (violences basées sur le genre) sont gratuits. L’intervention de la police et des pompiers est gratuite. Exception : autour d’Antananarivo, quand les pompiers de la ville interviennent dans une autre commune, le déplacement peut être facturé à cette commune. Les soins qui suivent à l’hôpital ne sont pas tous gratuits : seuls les premiers soins d’urgence des hôpitaux publics sont pris en charge par l’État.',
      mg: 'Maimaim-poana ny antso amin’ny 117 (polisy), 118 (mpamonjy voina), 147 (ankizy atahorana) ary 813 (herisetra mifototra amin’ny maha-lahy sy maha-vavy). Maimaim-poana ny fidinan’ny polisy sy ny mpamonjy voina. Afa-tsy: manodidina an’Antananarivo, raha midina any amin’ny kaominina hafa ny mpamonjy voina ao an-drenivohitra, mety haloan’io kaominina io ny saran’ny dia. Tsy maimaim-poana avokoa ny fitsaboana any amin’ny hopitaly avy eo: ny fitsaboana voalohany amin’ny vonjy taitra any amin’ny hopitaly miankina amin’ny fanjakana ihany no raisin’ny fanjakana an-tanana.',
    },
  },
  processingTime: {
    fr: 'Les appels sont reçus 24 h/24, 7 j/7. Le délai d’arrivée des secours dépend de la distance et des véhicules disponibles : quelques minutes en ville, parfois plusieurs heures en zone rurale.',
    mg: 'Raisina 24 ora/24, 7 andro/7 ny antso. Miankina amin’ny halaviran-toerana sy ny fiara misy ny fotoana hahatongavan’ny mpamonjy: minitra vitsivitsy an-tanàn-dehibe, indraindray ora maromaro any ambanivohitra.',
  },
  whereToApply: {
    fr: 'Par téléphone, depuis tous les opérateurs. Vous pouvez aussi aller directement au commissariat de police (en ville), à la brigade de gendarmerie (en zone rurale), à la caserne des sapeurs-pompiers, ou chez le chef fokontany, qui peut alerter les autorités.',
    mg: 'Amin’ny telefaonina, na inona na inona mpandraharaha ampiasainao. Afaka mankany mivantana amin’ny biraon’ny polisy (an-tanàn-dehibe), amin’ny borigadin’ny zandary (any ambanivohitra), amin’ny tobin’ny mpamonjy voina, na amin’ny lehiben’ny fokontany koa ianao, izay afaka mampandre ny manam-pahefana.',
  },
  steps: {
    fr: [
      { title: 'Mettez-vous en sécurité', detail: 'Éloignez-vous du danger (feu, circulation, agresseur) avant d’appeler. Ne déplacez pas un blessé grave, sauf danger immédiat.' },
      { title: 'Choisissez le bon numéro', detail: '117 pour la police (agression, vol, menace), 118 pour les pompiers (incendie, accident, inondation), 147 pour un enfant en danger, 813 pour une violence conjugale ou sexuelle.', unsure: '118 confirmé pour les pompiers d’Antananarivo ; ailleurs, à confirmer auprès de la commune.' },
      { title: 'Dites l’essentiel', detail: 'Donnez votre nom, le lieu exact (fokontany, quartier, repère), ce qui s’est passé, le nombre de personnes touchées et leur état.' },
      { title: 'Ne raccrochez pas le premier', detail: 'Répondez aux questions et suivez les consignes. Ensuite, laissez votre téléphone libre : les secours peuvent vous rappeler.' },
      { title: 'Guidez les secours', detail: 'Envoyez quelqu’un au bord de la route ou au point de repère pour guider la police, les pompiers ou l’ambulance.' },
      { title: 'Après l’urgence', detail: 'En cas d’infraction, portez plainte au commissariat ou à la brigade. En cas de blessure, demandez un certificat médical à l’hôpital : il servira de preuve.' },
    ],
    mg: [
      { title: 'Miarova tena aloha', detail: 'Mialà amin’ny loza (afo, fifamoivoizana, mpanafika) vao miantso. Aza afindra toerana ny naratra mafy raha tsy misy loza mananontanona.' },
      { title: 'Fidio ny laharana mety', detail: '117 ho an’ny polisy (fanafihana, halatra, fandrahonana), 118 ho an’ny mpamonjy voina (afo, lozam-pifamoivoizana, tondra-drano), 147 raha misy ankizy atahorana, 813 raha misy herisetra ao an-tokantrano na ara-nofo.', unsure: 'Voamarina ho an’ny mpamonjy voina eto Antananarivo ny 118; any an-kafa, manontania any amin’ny kaominina.' },
      { title: 'Lazao ny tena ilaina', detail: 'Lazao ny anaranao, ny toerana marina (fokontany, faritra, marika), ny zava-nitranga, ny isan’ny olona voakasika ary ny toe-pahasalaman’izy ireo.' },
      { title: 'Aza ianao no manapaka voalohany', detail: 'Valio ny fanontaniana ary araho ny toromarika. Avy eo, avelao ho malalaka ny telefaoninao: mety hiantso anao indray ny mpamonjy.' },
      { title: 'Tariho ny mpamonjy', detail: 'Asaivo misy olona miandry eny amoron-dalana na eo amin’ilay marika mba hitarika ny polisy, ny mpamonjy voina na ny fiara mpitondra marary.' },
      { title: 'Aorian’ny vonjy taitra', detail: 'Raha misy fandikan-dalàna, mametraha fitoriana any amin’ny polisy na ny zandary. Raha misy naratra, angataho any amin’ny hopitaly ny taratasy fanamarinana ara-pahasalamana (certificat médical): porofo izany.' },
    ],
  },
  legalReferences: {
    fr: [
      'Protocole d’accord de juillet 2017 entre le ministère de la Sécurité publique et Orange Madagascar : numéro d’urgence 117, non facturé, dans tous les districts',
      'Loi n° 2007-023 du 20 août 2007 sur les droits et la protection des enfants',
      'Loi n° 2019-008 du 16 janvier 2020 relative à la lutte contre les violences basées sur le genre',
    ],
    mg: [
      'Fifanarahana tamin’ny volana jolay 2017 teo amin’ny Ministeran’ny Filaminana ho an’ny Besinimaro sy Orange Madagascar: laharana vonjy taitra 117, maimaim-poana, amin’ny distrika rehetra',
      'Lalàna laharana faha-2007-023 tamin’ny 20 aogositra 2007 mikasika ny zon’ny ankizy sy ny fiarovana azy ireo',
      'Lalàna laharana faha-2019-008 tamin’ny 16 janoary 2020 mikasika ny ady amin’ny herisetra mifototra amin’ny maha-lahy sy maha-vavy',
    ],
  },
  faq: {
    fr: [
      { question: 'Les appels d’urgence sont-ils payants ?', answer: 'Non. Le 117, le 118, le 147 et le 813 sont gratuits. L’appel au 117 n’est pas facturé par l’opérateur.' },
      { question: 'J’appelle le 117 depuis une ville de province : qui me répond ?', answer: 'Depuis juillet 2017, le 117 fonctionne dans tous les districts. Votre appel est dirigé vers le commissariat de police proche de chez vous.' },
      { question: 'Puis-je signaler un enfant en danger sans donner mon nom ?', answer: 'Oui. La ligne verte 147 est gratuite, anonyme et ouverte 24 h/24. Des policiers et des travailleurs sociaux formés reçoivent les appels et peuvent intervenir.' },
      { question: 'Pourquoi ne faut-il jamais faire de faux appel ?', answer: 'Les canulars occupent la ligne et retardent les secours pour ceux qui en ont vraiment besoin. Plus de la moitié des appels reçus par le 813 en 2020 étaient des canulars.' },
    ],
    mg: [
      { question: 'Mandoa vola ve ny antso vonjy taitra?', answer: 'Tsia. Maimaim-poana ny 117, 118, 147 ary 813. Tsy andoavin’ny mpandraharaha vola ny antso amin’ny 117.' },
      { question: 'Miantso ny 117 avy any amin’ny tanàna any ambanivohitra aho: iza no mamaly ahy?', answer: 'Nanomboka tamin’ny jolay 2017, miasa amin’ny distrika rehetra ny 117. Alefa any amin’ny biraon’ny polisy akaikin’ny misy anao ny antsonao.' },
      { question: 'Afaka milaza ankizy atahorana ve aho nefa tsy manome ny anarako?', answer: 'Eny. Maimaim-poana, tsy ambara anarana ary misokatra 24 ora/24 ny laharana maitso 147. Polisy sy mpiasa sosialy voaofana no mandray ny antso ary afaka midina ifotony.' },
      { question: 'Nahoana no tsy tokony hanao antso sandoka mihitsy?', answer: 'Mameno ny fifandraisana ary manemotra ny vonjy ho an’ireo tena mila azy ny antso sandoka. Mihoatra ny antsasaky ny antso voaray tamin’ny 813 tamin’ny 2020 no antso sandoka.' },
    ],
  },
  related: ['porter-plainte', 'hopitaux', 'ambulances', 'pharmacies-de-garde'],
  directory: 'emergency',
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montant : gratuité du 813 non confirmée par une source (celle du 117, du 118 et du 147 l’est) ; la même mention figure dans la liste des pièces (téléphone). Délai : réception 24 h/24 confirmée seulement pour le 147 ; délais d’arrivée des secours non vérifiés. Texte : lois n° 2007-023 et n° 2019-008 (numéros et dates) à confirmer au Journal officiel ; protocole de juillet 2017 sur le 117 confirmé par la presse. Couverture du 118 hors Antananarivo à confirmer (marquée à l’étape 2) ; numéro d’urgence de la gendarmerie et numéro national du SAMU non trouvés (aucun affiché) ; vérifier que le 511 est toujours actif (non affiché dans ce guide ; la liste des numéros d’urgence du pied de page le montre, à revoir).',
  },
  sources: [
    { title: 'Lutte contre l’insécurité : le numéro d’urgence « 117 », opérationnel dans tout Madagascar', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/4109', seen: '2026-11-23', published: '2017-07-13', supports: ['cost', 'legalReferences', 'steps'] },
    { title: 'Sapeurs-pompiers : les interventions en périphérie soumises à conditions (ligne verte 118, à appeler gratuitement)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2023/12/sapeurs-pompiers-les-interventions-en.html', seen: '2026-11-23', published: '2023-12', supports: ['cost', 'steps'] },
    { title: 'Pompiers de la CUA (18 ou 118)', publisher: 'TV Mada', kind: 'press', url: 'http://tvmada.com/lcvmada/pompiers-cua/', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Firefighters: interventions on the outskirts subject to conditions (ligne verte 118)', publisher: 'World Today Journal', kind: 'secondary', url: 'https://www.world-today-journal.com/firefighters-interventions-on-the-outskirts-subject-to-conditions/', seen: '2026-11-23', published: '2023', supports: ['cost', 'steps'] },
    { title: 'Mahajanga, violences à l’encontre des enfants : le numéro vert 147 opérationnel (gratuit, anonyme, 24 h/24)', publisher: 'Madagate', kind: 'press', url: 'https://andriamananoro.org/editorial/madagate-video-et-affiche/1858-mahajanga-violences-a-lencontre-des-enfants-le-numero-vert-147-operationnel-.html', seen: '2026-11-23', published: '2011-05-17', supports: ['cost', 'processingTime', 'steps'] },
    { title: 'Violence : 16 viols d’enfants enregistrés par la ligne verte 147 en août dernier (numéro vert gratuit)', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/actualites/item/4532-violence-16-viols-d-enfants-enregistres-par-la-ligne-verte-147-en-aout-dernier.html', seen: '2026-11-23', published: '2021', supports: ['cost', 'steps'] },
    { title: 'Signalement des cas de violences : la ligne d’urgence 813 débordée (opérationnelle depuis avril 2020, plus de la moitié de canulars)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/dossier/item/12114', seen: '2026-11-23', published: '2020-11-25', supports: ['steps', 'faq'] },
    { title: 'Madagascar : child helplines 147 et 511', publisher: 'Madagate', kind: 'press', url: 'https://madagate.org/editorial/madagate-video-et-affiche/2964-madagascar-child-helplines-147-et-511.html', seen: '2026-11-23', published: '2013-02-04' },
    { title: 'Annuaire des gendarmeries : Madagascar', publisher: 'Force publique (annuaire en ligne)', kind: 'secondary', url: 'https://www.forcepublique.org/sources/Annuaire/Madagascar-fr.html', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Hôpitaux publics : la gratuité des soins d’urgence effective', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/19/10/2021/hopitaux-publics-la-gratuite-des-soins-durgence-effective/', seen: '2026-11-23', published: '2021-10-19', supports: ['cost'] },
  ],
}
export default service
