/**
 * A small rule-based Malagasy stemmer (issue 24). No maintained library exists for Malagasy
 * (ADR 15). It does not find the dictionary root; it maps the inflected forms citizens type and
 * the forms guides are written in to one shared key, which is all a search index needs:
 *
 *   soratra, fisoratana, soratana, voasoratra, nosoratana, soratro → "sora"
 *   teraka, niteraka, hiteraka, fahaterahana, nahaterahako        → "tera"
 *   vady, vadiko, vadinao, vadiny                                 → "vadi"
 *
 * Steps, on an accent-folded lowercase word:
 * 1. a possessive suffix is removed (-ko, -nao, -ny, -nay, -ntsika, -nareo, -ndreo; -tro for -tra);
 * 2. final -y is written -i, as before a suffix (vady → vadiko);
 * 3. a passive or nominal suffix (-ana, -ina, -ena, -na) and the weak ending it replaced
 *    (-ka → -h-, -tra → -t-), or else a bare weak ending (-ka, -tra, -na), is removed;
 * 4. tense is ignored (ni-/nan-/naha- past, hi-/han-/haha- future read as mi-/man-/maha-),
 *    then one verbal or nominal prefix is removed (mi-, man-, mana-, maha-, mampi-, fi-, fan-,
 *    faha-, mpi-, mpan-…, and their p- forms inside compounds), after a passive or resultative
 *    one (no-, voa-, tafa-).
 * A step is skipped when it would leave fewer than 3 letters, so short words stay themselves.
 *
 * Not done, on purpose: the consonant a nasal prefix swallows or mutates (soratra → manoratra,
 * vady → manambady, fonenana → fanamarinam-ponenana). Dropping every root's first consonant
 * joined those forms but also unrelated words (vadiko "my spouse" met manambady "to marry"):
 * on the evaluation set it scored 86.2 % top 3 against 89.5 % without (ADR 15).
 */

const possessives = ['ntsika', 'nareo', 'ndreo', 'nay', 'nao', 'ko', 'ny']
const suffixes = ['ana', 'ina', 'ena', 'na']
const weakEndings = ['tra', 'ka', 'na']
/** Longest first; n-/h- (past/future) forms are read as m- forms before this list is used. */
const prefixes = [
  'mampan', 'mampam', 'mampi', 'mampa', 'mpampi', 'mpan', 'mpam', 'mpi', 'maha', 'mana', 'mam', 'man', 'mi', 'ma',
  'faha', 'fana', 'fam', 'fan', 'fi', 'paha', 'pana', 'pam', 'pan', 'pi',
  'ha',
]
/** Passive and resultative prefixes, which another prefix may follow (no-ha-marin-ina). */
const passives = ['tafa', 'tafi', 'voa', 'no']
const MIN = 3

const keep = (word: string, cut: number) => word.length - cut >= MIN

export function stemMalagasy(input: string): string {
  let word = input
  if (word.length <= MIN || /\d/.test(word)) return word
  let suffixed = false
  for (const suffix of possessives) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      word = word.slice(0, -suffix.length)
      // -ana shortened before the possessive: nahaterahana → nahaterahako.
      if (/[hk]a$/.test(word)) {
        word = word.slice(0, -1)
        suffixed = true
      }
      break
    }
  }
  // A weak ending takes the possessive by its vowel: soratra → soratro.
  if (!suffixed && word.endsWith('tro') && word.length >= 6) word = `${word.slice(0, -1)}a`
  if (word.endsWith('y')) word = `${word.slice(0, -1)}i`
  const suffix = suffixed ? '' : suffixes.find((s) => word.endsWith(s) && keep(word, s.length))
  if (suffix) word = word.slice(0, -suffix.length)
  if (suffix || suffixed) {
    // The weak ending the suffix replaced: teraka → terahana (-h-), soratra → soratana (-t-).
    const weak = /(tr|[hkt])$/.exec(word)
    if (weak && keep(word, weak[0].length)) word = word.slice(0, -weak[0].length)
  } else {
    const weak = weakEndings.find((w) => word.endsWith(w) && keep(word, w.length))
    if (weak) word = word.slice(0, -weak.length)
  }
  return withoutPrefix(word)
}

/** One verbal or nominal prefix; a second one after a passive's (no-hamarin-ina, voa-soratra). */
function withoutPrefix(word: string): string {
  const passive = passives.find((p) => word.startsWith(p) && keep(word, p.length))
  const rest = passive ? word.slice(passive.length) : word
  // Past and future are the present's prefix with n- or h-: niteraka, hanambady, nahazo.
  const present = /^[nh](i|an|am|aha|ampi|ampa)/.test(rest) ? `m${rest.slice(1)}` : rest
  const prefix = prefixes.find((p) => present.startsWith(p) && keep(present, p.length))
  return prefix ? present.slice(prefix.length) : rest
}
