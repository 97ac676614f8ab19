/**
 * Every service of Torolalana (torolalana.gov.mg, the government's own portal of procedures), read
 * through its public copy of 26 February 2026 (GitHub ricoantoniorandrianarivelo/Chatbot-torolalana).
 * The coverage map must place each of them (src/editorial/coverage/map.ts; checked by map.test.ts).
 * `title`: Torolalana's Malagasy title as the copy gives it (with the category's name after it).
 */
export const torolalanaServices: { slug: string; title: string }[] = [
  { slug: 'pharmacies-de-garde-1', title: "Fivarotam-panafody mpiandry raharaha Fahasalamana" },
  { slug: 'ambulances', title: "Fiara mpitondra marary Fahasalamana" },
  { slug: 'hopitaux', title: "Hopitaly Fahasalamana" },
  { slug: 'demander-un-visa-d-hebergement', title: "Mangataka Visa d'hébergement (fiantranoana) Zom-pirenena" },
  { slug: 'demande-d-acte-de-deces', title: "Fangalana raki-tsoram-pahafatesana Soram-piankohonana" },
  { slug: 'e-koragna-mecanisme-de-gestion-de-plaintes', title: "e-Koragna, rafitra fitantanana fitarainana Fitarainana" },
  { slug: 'creer-un-epp', title: "Manorina EPP Fanabeazana" },
  { slug: 'acheter-un-terrain-aupres-d-un-particulier', title: "Hividy tany amin'olon-tsotra Trano sy tany" },
  { slug: 'les-certificats-que-le-fokontany-delivre', title: "Ireo taratasy fanamarinana omen'ny fokontany Zom-pirenena" },
  { slug: 'transformer-cadastre-en-titre', title: "Famadihana ny kadasitra ho titra fananan-tany Trano sy tany" },
  { slug: 'certificat-d-authenticite-de-permis-de-conduire', title: "Taratasim-panamarinana ny fahazoan-dàlana mitondra fiara Fifamoivoizana sy fitaterana" },
  { slug: 'lutte-contre-la-delinquance-economique-et-financier', title: "Sampandraharaha miady amin'ny fandikan-dalana ara-bola sy ara-toekarena Fiarovana sy fitsarana" },
  { slug: 'visiter-les-parcs-nationaux', title: "Hitsidika valan-javaboary Fampafantarana an'i Madagasikara" },
  { slug: 'demander-un-acte-de-partage', title: "Fangatahana taratasy fizaràna Trano sy tany" },
  { slug: 'obtenir-son-permis-de-conduire', title: "Fangalana taratasy fahazoan-dalana hamily Fifamoivoizana sy fitaterana" },
  { slug: 'universite-d-antananarivo', title: "Oniversiten'Antananarivo Fampianarana ambony" },
  { slug: 'recrutement-des-eleves-gendarmes', title: "Fifaninana hiditra ho zandary Asam-panjakana" },
  { slug: 'regions-et-districts', title: "Faritra sy distrika Fampafantarana an'i Madagasikara" },
  { slug: 'consultation-resultats-bacc', title: "Fijerena valina BACC Fanabeazana" },
  { slug: 'obtenir-sa-carte-nationale-d-identite', title: "Kara-panondrom-pirenena Zom-pirenena" },
  { slug: 'les-maladies-non-transmissibles', title: "Ireo aretina tsy mifindra Fahasalamana" },
  { slug: 'acte-de-mariage-et-livret-de-famille', title: "Raki-tsoram-panambadiana sy bokim-pianakaviana Soram-piankohonana" },
  { slug: 'permis-de-conduire-medical', title: "Fahazoan-dàlana mitondra fiara (Médical) Fifamoivoizana sy fitaterana" },
  { slug: 'choisir-la-forme-juridique-de-votre-entreprise', title: "Safidio ny sata ara-dalàna mety amin'ny orinasanao Orinasa sy indostria" },
  { slug: 'creer-sa-societe', title: "Fananganana orinasa Orinasa sy indostria" },
  { slug: 'les-sites-touristiques-malgaches-classes-au-patrimoine-mondial', title: "Ireo toeram-pizahantany malagasy tafiditra ao amin'ny vakoka maneran-tany Fizahan-tany" },
  { slug: 's-informer-sur-la-fiscalite-d-entreprise', title: "Fampahafantarana momba ny hetra ho an'ny orinasa Orinasa sy indostria" },
  { slug: 'transfert-de-visa', title: "Famindrana visa Zom-pirenena" },
  { slug: 'equivalence-administrative-de-titres-et-diplomes', title: "Dika mitovy manokana amin’ny fanamarinana ara-panjakana momba ny mari-pahaizana sy diplaoma" },
  { slug: 'plateforme-jeunesse-citoyenne', title: "Sehatra ho an'ny Tanora Olompirenena Zom-pirenena" },
  { slug: 'demander-un-detachement', title: "Mangataka famindrana toerana Asam-panjakana" },
  { slug: 'gerer-son-habitation-et-ses-proprietes-foncieres', title: "Fitantanana ny toeram-ponenana sy ny fananan-tany Trano sy tany" },
  { slug: 'guide-en-cas-d-incident-securitaire', title: "Torolalana raha misy tranga tsy fandriam-pahalemana Fiarovana sy fitsarana" },
  { slug: 'caisse-nationale-de-prevoyance-sociale-cnaps', title: "Caisse Nationale de Prévoyance Sociale (CNaPS) Fahasalamana" },
  { slug: 'signalement-pillage-a-madagascar', title: "Fandrobana eto Madagascar Fiarovana sy fitsarana" },
  { slug: 'lutte-contre-la-violence', title: "Ady amin'ny herisetra Fiarovana sy fitsarana" },
  { slug: 'se-former-aux-metiers-de-l-artisanat', title: "Fiofanana amin’ny asa-tanana Fambolena sy fiompiana" },
  { slug: 'demander-un-carte-producteur', title: "Fangatahana karatry ny mpamokatra Fambolena sy fiompiana" },
  { slug: 'demande-de-passeport', title: "Fangalana pasipaoro Zom-pirenena" },
  { slug: 'demande-d-acte-de-naissance', title: "Fangalana kopia nahaterahana Soram-piankohonana" },
  { slug: 'exporter-des-produits-artisanaux', title: "Fanondranana vokatra asa-tanana Fambolena sy fiompiana" },
  { slug: 'demander-un-casier-judiciaire-bulletin-n-3', title: "Fangalana « casier judiciaire » na bulletin N° 3 Zom-pirenena" },
  { slug: 'les-differents-types-d-impots-a-madagascar', title: "Ireo karazan-ketra eto Madagasikara Hetra" },
]

/** A Torolalana service's own address (French pages live beside the Malagasy ones). */
export const torolalanaUrl = (slug: string) => `https://torolalana.gov.mg/fr/services/${slug}`
