import type { RegionSeed } from '../types'

/**
 * The 23 regions of Madagascar (situation after the 2021 split of
 * Vatovavy-Fitovinany into Vatovavy and Fitovinany) and their districts.
 *
 * Sources: list of districts by region (Wikipédia « Districts de Madagascar »,
 * 114 districts, cross-checked with the official district codes used in the
 * public dataset MN-Sandratra/nodejs-fokontany); split of Vatovavy-Fitovinany:
 * Midi Madagasikara (Vatovavy = Mananjary, Ifanadiana, Nosy Varika; Fitovinany =
 * Manakara, Vohipeno, Ikongo).
 *
 * To verify: the national total is often quoted as 119 districts (décret
 * n° 2005-012 du 11 janvier 2005); the detailed lists found give 114. Districts
 * created after 2013, if any, are missing here. The 24th region « Ambatosoa »
 * (Maroantsetra, Mananara Avaratra) was announced in 2023: not included until
 * its law is confirmed.
 */
export const regions: RegionSeed[] = [
  // Ancienne province d'Antananarivo
  {
    key: 'analamanga',
    name: 'Analamanga',
    capital: 'Antananarivo',
    province: 'Antananarivo',
    districts: [
      'Antananarivo Renivohitra',
      'Antananarivo Avaradrano',
      'Antananarivo Atsimondrano',
      'Ambohidratrimo',
      'Andramasina',
      'Anjozorobe',
      'Ankazobe',
      'Manjakandriana',
    ],
  },
  {
    key: 'bongolava',
    name: 'Bongolava',
    capital: 'Tsiroanomandidy',
    province: 'Antananarivo',
    districts: ['Tsiroanomandidy', 'Fenoarivobe'],
  },
  {
    key: 'itasy',
    name: 'Itasy',
    capital: 'Miarinarivo',
    province: 'Antananarivo',
    districts: ['Miarinarivo', 'Arivonimamo', 'Soavinandriana'],
  },
  {
    key: 'vakinankaratra',
    name: 'Vakinankaratra',
    capital: 'Antsirabe',
    province: 'Antananarivo',
    districts: ['Antsirabe I', 'Antsirabe II', 'Ambatolampy', 'Antanifotsy', 'Betafo', 'Faratsiho', 'Mandoto'],
  },
  // Ancienne province d'Antsiranana
  {
    key: 'diana',
    name: 'Diana',
    capital: 'Antsiranana',
    province: 'Antsiranana',
    districts: ['Antsiranana I', 'Antsiranana II', 'Ambanja', 'Ambilobe', 'Nosy Be'],
  },
  {
    key: 'sava',
    name: 'Sava',
    capital: 'Sambava',
    province: 'Antsiranana',
    districts: ['Sambava', 'Andapa', 'Antalaha', 'Vohémar (Iharana)'],
  },
  // Ancienne province de Fianarantsoa
  {
    key: 'amoron-i-mania',
    name: "Amoron'i Mania",
    capital: 'Ambositra',
    province: 'Fianarantsoa',
    districts: ['Ambositra', 'Ambatofinandrahana', 'Fandriana', 'Manandriana'],
  },
  {
    key: 'haute-matsiatra',
    name: 'Haute Matsiatra',
    capital: 'Fianarantsoa',
    province: 'Fianarantsoa',
    districts: ['Fianarantsoa I', 'Ambalavao', 'Ambohimahasoa', 'Ikalamavony', 'Isandra', 'Lalangina', 'Vohibato'],
  },
  {
    key: 'vatovavy',
    name: 'Vatovavy',
    capital: 'Mananjary',
    province: 'Fianarantsoa',
    districts: ['Mananjary', 'Ifanadiana', 'Nosy Varika'],
  },
  {
    key: 'fitovinany',
    name: 'Fitovinany',
    capital: 'Manakara',
    province: 'Fianarantsoa',
    districts: ['Manakara', 'Ikongo', 'Vohipeno'],
  },
  {
    key: 'atsimo-atsinanana',
    name: 'Atsimo-Atsinanana',
    capital: 'Farafangana',
    province: 'Fianarantsoa',
    districts: ['Farafangana', 'Befotaka Atsimo', 'Midongy Atsimo', 'Vangaindrano', 'Vondrozo'],
  },
  {
    key: 'ihorombe',
    name: 'Ihorombe',
    capital: 'Ihosy',
    province: 'Fianarantsoa',
    districts: ['Ihosy', 'Iakora', 'Ivohibe'],
  },
  // Ancienne province de Toamasina
  {
    key: 'atsinanana',
    name: 'Atsinanana',
    capital: 'Toamasina',
    province: 'Toamasina',
    districts: [
      'Toamasina I',
      'Toamasina II',
      'Antanambao Manampontsy',
      'Mahanoro',
      'Marolambo',
      'Vatomandry',
      'Vohibinany (Brickaville)',
    ],
  },
  {
    key: 'analanjirofo',
    name: 'Analanjirofo',
    capital: 'Fenoarivo Atsinanana',
    province: 'Toamasina',
    districts: [
      'Fenoarivo Atsinanana',
      'Mananara Avaratra',
      'Maroantsetra',
      'Nosy Boraha (Sainte-Marie)',
      'Soanierana Ivongo',
      'Vavatenina',
    ],
  },
  {
    key: 'alaotra-mangoro',
    name: 'Alaotra-Mangoro',
    capital: 'Ambatondrazaka',
    province: 'Toamasina',
    districts: ['Ambatondrazaka', 'Amparafaravola', 'Andilamena', "Anosibe An'ala", 'Moramanga'],
  },
  // Ancienne province de Mahajanga
  {
    key: 'boeny',
    name: 'Boeny',
    capital: 'Mahajanga',
    province: 'Mahajanga',
    districts: ['Mahajanga I', 'Mahajanga II', 'Ambato-Boeny', 'Marovoay', 'Mitsinjo', 'Soalala'],
  },
  {
    key: 'sofia',
    name: 'Sofia',
    capital: 'Antsohihy',
    province: 'Mahajanga',
    districts: [
      'Antsohihy',
      'Analalava',
      'Bealanana',
      'Befandriana Avaratra',
      'Mampikony',
      'Mandritsara',
      'Port-Bergé (Boriziny)',
    ],
  },
  {
    key: 'betsiboka',
    name: 'Betsiboka',
    capital: 'Maevatanana',
    province: 'Mahajanga',
    districts: ['Maevatanana', 'Kandreho', 'Tsaratanana'],
  },
  {
    key: 'melaky',
    name: 'Melaky',
    capital: 'Maintirano',
    province: 'Mahajanga',
    districts: ['Maintirano', 'Ambatomainty', 'Antsalova', 'Besalampy', 'Morafenobe'],
  },
  // Ancienne province de Toliara
  {
    key: 'atsimo-andrefana',
    name: 'Atsimo-Andrefana',
    capital: 'Toliara',
    province: 'Toliara',
    districts: [
      'Toliara I',
      'Toliara II',
      'Ampanihy Andrefana',
      'Ankazoabo',
      'Benenitra',
      'Beroroha',
      'Betioky Atsimo',
      'Morombe',
      'Sakaraha',
    ],
  },
  {
    key: 'androy',
    name: 'Androy',
    capital: 'Ambovombe',
    province: 'Toliara',
    districts: ['Ambovombe-Androy', 'Bekily', 'Beloha', 'Tsihombe'],
  },
  {
    key: 'anosy',
    name: 'Anosy',
    capital: 'Taolagnaro',
    province: 'Toliara',
    districts: ['Taolagnaro', 'Amboasary Atsimo', 'Betroka'],
  },
  {
    key: 'menabe',
    name: 'Menabe',
    capital: 'Morondava',
    province: 'Toliara',
    districts: ['Morondava', 'Belo-sur-Tsiribihina', 'Mahabo', 'Manja', 'Miandrivazo'],
  },
]
