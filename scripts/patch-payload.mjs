/**
 * Three English and US leftovers in Payload's admin that no configuration reaches (issue 23),
 * corrected in the installed package after `npm install` (postinstall), by exact replacements
 * that must each match once — a Payload upgrade that moves this code makes the install fail here,
 * loudly, instead of bringing the leftovers back silently. Each is also reported upstream-worthy:
 *
 * - the scheduled-publication drawer's language choice starts at "All" (a constant, not a
 *   translation): it now reads `general:allLocales` ("Toutes les langues" / "Ny fiteny rehetra");
 * - a day-and-time picker without its own display format shows "nov. 24, 2026 7:40 PM" whatever
 *   its time format: with a 24-hour time format it now shows "24 novembre 2026, 19:40";
 * - the time list's caption is react-datepicker's English "Time": it now reads `general:time`.
 *
 * Both the plain modules and the bundled client export (the one the admin really loads) are
 * patched. Running it twice changes nothing.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.join(process.cwd(), 'node_modules', '@payloadcms', 'ui', 'dist')

const edits = [
  ['elements/PublishButton/ScheduleDrawer/index.js', [
    ['  const [locale, setLocale] = React.useState(defaultLocaleOption);', "  const [locale, setLocale] = React.useState(() => ({ ...defaultLocaleOption, label: t('general:allLocales') }));"],
    ['      options.unshift(defaultLocaleOption);', "      options.unshift({ ...defaultLocaleOption, label: i18n.t('general:allLocales') });"],
  ]],
  ['elements/DatePicker/DatePicker.js', [
    ['        dateFormat = "MMM d, yyy h:mm a";', '        dateFormat = timeFormat.includes("H") ? "d MMMM yyyy, HH:mm" : "MMM d, yyy h:mm a";'],
    ['    timeIntervals,\n    ...overrides\n  };', '    timeIntervals,\n    timeCaption: i18n.t("general:time"),\n    ...overrides\n  };'],
  ]],
  ['exports/client/index.js', [
    ['[S,x]=or.useState(oP)', '[S,x]=or.useState(()=>({...oP,label:m("general:allLocales")}))'],
    ['return V.unshift(oP),V}return[]},[l,f])', 'return V.unshift({...oP,label:f.t("general:allLocales")}),V}return[]},[l,f])'],
  ]],
  ['exports/client/chunk-B52EQI3B.js', [
    ['T==="dayAndTime"?B="MMM d, yyy h:mm a"', 'T==="dayAndTime"?B=Y.includes("H")?"d MMMM yyyy, HH:mm":"MMM d, yyy h:mm a"'],
    ['timeFormat:Y,timeIntervals:F,...g}', 'timeFormat:Y,timeIntervals:F,timeCaption:V.t("general:time"),...g}'],
  ]],
]

let changed = 0
for (const [file, replacements] of edits) {
  const target = path.join(root, file)
  let text = fs.readFileSync(target, 'utf8')
  for (const [before, after] of replacements) {
    if (text.includes(after)) continue
    const count = text.split(before).length - 1
    if (count !== 1) throw new Error(`patch-payload: expected once in ${file}, found ${count} times: ${before.slice(0, 80)}`)
    text = text.replace(before, after)
    changed++
  }
  fs.writeFileSync(target, text)
}
console.log(`patch-payload: ${changed} replacement(s) applied, ${edits.reduce((n, [, r]) => n + r.length, 0) - changed} already in place`)
