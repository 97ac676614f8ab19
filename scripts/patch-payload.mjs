/**
 * Payload's leftovers and one bug, corrected in the installed packages after `npm install`
 * (postinstall) by exact replacements that must each match once — a Payload upgrade that moves
 * this code makes the install fail here, loudly, instead of bringing the old behaviour back
 * silently. Running it twice changes nothing (a replacement already in place is skipped).
 *
 * 1. Three English and US leftovers in Payload's admin that no configuration reaches (issue 23,
 *    ADR 16). Both the plain modules and the bundled client export (the one the admin really
 *    loads) are patched:
 *    - the scheduled-publication drawer's language choice starts at "All" (a constant, not a
 *      translation): it now reads `general:allLocales` ("Toutes les langues" / "Ny fiteny rehetra");
 *    - a day-and-time picker without its own display format shows "nov. 24, 2026 7:40 PM" whatever
 *      its time format: with a 24-hour time format it now shows "24 novembre 2026, 19:40";
 *    - the time list's caption is react-datepicker's English "Time": it now reads `general:time`.
 *
 * 2. Two sign-ins of one account must never lose a session (issue 38, ADR 8; upstream
 *    payloadcms/payload#18132, open on 3.90.2 and 4.0 canaries; #18150 proposes the atomic append).
 *    Payload keeps sessions in the user's document (in SQL, the table `users_sessions`) and every
 *    session edit read the whole list, changed it in JavaScript and wrote it all back: sign-ins that
 *    overlap kept one session of 20, the others' tokens then read as anonymous; a sign-out or a
 *    refresh overlapping a sign-in dropped it too; and an edit of the account wrote back the list it
 *    read before its hooks ran (a new session lost, an ended one brought back). On the SQL adapters
 *    (SQLite and PostgreSQL, both @payloadcms/drizzle) each session edit is now one statement on
 *    the session's own row, in the request's transaction:
 *    - sign-in (`addSessionToUser`, also after a password reset): one INSERT of the new row through
 *      Payload's atomic `$push`, and one DELETE of the user's expired rows;
 *    - sign-out (`logout`) and a failed sign-in's rollback (`revokeSession`): one DELETE of that
 *      row (of all the user's rows for « all sessions »);
 *    - refresh: one UPDATE of that row's expiry (a row gone meanwhile is a 403, not a crash), then
 *      the DELETE of expired rows;
 *    - any other update of an account leaves the rows alone (an empty `$push`), except a password
 *      change, which still ends the other sessions on purpose (Payload's own rule).
 *    No statement writes back anything read earlier, so there is nothing for an overlapping edit to
 *    undo: the database makes each statement atomic whichever process sends it (SQLite serialises
 *    writers on the file, PostgreSQL locks only the rows a statement touches) — it holds across the
 *    portal's workers and instances, not only in one process, and no sign-in waits for another.
 *    The statements use the adapter's own tables, operators and transaction (`payload.db`): each
 *    adapter carries its own copy of drizzle-orm. Other adapters keep Payload's code. Why not a
 *    lock per user, and the figures before and after: ADR 8 (tests/int/sessions.*.test.ts).
 *    Not changed (unused here): the sessions pruned after failed sign-ins when `maxLoginAttempts`
 *    is set, and e-mail verification, still rewrite the whole list.
 *
 * 3. Who and when, in the editor's language (issue 39, ADR 8 « 2026-11-28 »). No setting and no
 *    custom component reaches these: the edit view renders the lock dialog itself, the version view
 *    formats its date before handing it to the restore dialog, and the scheduling drawer sets its
 *    picker's limits itself.
 *    - The document-lock dialog printed the colleague's e-mail (or « Utilisateur : 3 » when it
 *      could not read the account) and "Nov 28, 2026, 4:31 AM" (US English, the browser's clock):
 *      it now prints their name (else their e-mail) and « 28 novembre 2026, 07:31 » /
 *      « 28 Novambra 2026, 07:31 », Madagascar's clock. The account itself is read for the lock
 *      by src/editorial/locks.ts (an editor may not read other accounts).
 *    - The restore dialog (and the version's breadcrumb) printed the version's date on the
 *      server's clock (UTC: 04:31 for 07:31 in Antananarivo): now the same date as above.
 *      Both dates come from scripts/payload-admin-date.mjs, copied in as source text.
 *    - The scheduled-publication drawer offered past times: its picker shows the chosen time
 *      zone's clock in the browser's zone but took "now" and "today" on the browser's clock, and
 *      offered every time of the day before a day was chosen. "Now" is taken on the picker's clock
 *      (Madagascar's), before and after a day is chosen.
 */
import fs from 'node:fs'
import path from 'node:path'

import { portalAdminDate } from './payload-admin-date.mjs'

const root = path.join(process.cwd(), 'node_modules')

/** The SQL adapters' session rows, added at the top of Payload's auth/sessions.js. */
const sessionRows = `import { v4 as uuid } from 'uuid';
// Patched by scripts/patch-payload.mjs (services-publics-mg, payloadcms/payload#18132): on the SQL
// adapters each session edit is one statement on the session's own row, in the request's
// transaction, so edits that overlap, in one process or several, never undo each other.
/** Whether the adapter keeps sessions as rows of a table (the SQL adapters). */ export const sessionsAreRows = (payload)=>Boolean(payload?.db?.operators && payload.db.tables && payload.db.tableNameMap && typeof payload.db.deleteWhere === 'function');
/** One user's rows of the sessions table, on the request's transaction; null on other adapters. */ const sessionRows = async ({ collectionConfig, payload, req, userID })=>{
    if (!sessionsAreRows(payload)) {
        return null;
    }
    const db = payload.db;
    // The collection's table as the SQL adapters name it (the slug in snake case).
    const base = db.tableNameMap.get(collectionConfig.slug.replace(/([A-Z])/g, '_$1').toLowerCase().replace(/^_/, '').replace(/-/g, '_'));
    const tableName = base ? db.tableNameMap.get(base + '_sessions') : undefined;
    const table = tableName ? db.tables[tableName] : undefined;
    if (!table) {
        throw new Error('patch-payload: no sessions table for the collection ' + collectionConfig.slug);
    }
    const transactionID = req?.transactionID ? await req.transactionID : undefined;
    const connection = (transactionID !== undefined && transactionID !== null && db.sessions?.[transactionID]?.db) || db.primaryDrizzle || db.drizzle;
    const { and, equals, less_than_equal } = db.operators;
    const ofUser = equals(table._parentID, userID);
    return {
        pruneExpired: ()=>db.deleteWhere({
                db: connection,
                tableName,
                where: and(ofUser, less_than_equal(table.expiresAt, new Date().toISOString()))
            }),
        remove: (sid)=>db.deleteWhere({
                db: connection,
                tableName,
                where: sid ? and(ofUser, equals(table.id, sid)) : ofUser
            }),
        extend: async (sid, expiresAt)=>(await connection.update(table).set({
                expiresAt: expiresAt.toISOString()
            }).where(and(ofUser, equals(table.id, sid))).returning({
                id: table.id
            })).length > 0
    };
};
/**
 * Ends one session of a user (\`sid\`), or all of them (\`all\`), in one statement; false on adapters
 * that keep sessions in the document (the caller then rewrites the list).
 */ export const removeSessions = async ({ all = false, collectionConfig, payload, req, sid, userID })=>{
    const rows = await sessionRows({
        collectionConfig,
        payload,
        req,
        userID
    });
    if (!rows) {
        return false;
    }
    if (all || sid) {
        await rows.remove(all ? undefined : sid);
    }
    return true;
};
/**
 * Moves a session's expiry, then drops the user's expired sessions, one statement each: true when
 * extended, false when the session no longer exists (ended meanwhile), null on adapters that keep
 * sessions in the document.
 */ export const extendSession = async ({ collectionConfig, expiresAt, payload, req, sid, userID })=>{
    const rows = await sessionRows({
        collectionConfig,
        payload,
        req,
        userID
    });
    if (!rows) {
        return null;
    }
    const extended = await rows.extend(sid, expiresAt);
    await rows.pruneExpired();
    return extended;
};
`

const addSessionBefore = `        if (!user.sessions?.length) {
            user.sessions = [
                session
            ];
        } else {
            user.sessions = removeExpiredSessions(user.sessions);
            user.sessions.push(session);
        }
        // Prevent updatedAt from being updated when only adding a session
        user.updatedAt = null;
        await payload.db.updateOne({
            id: user.id,
            collection: collectionConfig.slug,
            data: user,
            req,
            returning: false
        });
`
const addSessionAfter = `        const rows = await sessionRows({
            collectionConfig,
            payload,
            req,
            userID: user.id
        });
        if (rows) {
            // One INSERT of the new row (the adapter's atomic $push) and one DELETE of the expired
            // rows: nothing read before is written back (scripts/patch-payload.mjs).
            await payload.db.updateOne({
                id: user.id,
                collection: collectionConfig.slug,
                data: {
                    sessions: {
                        $push: session
                    },
                    updatedAt: null
                },
                req,
                returning: false
            });
            await rows.pruneExpired();
            user.sessions = [
                ...removeExpiredSessions(user.sessions ?? []),
                session
            ];
        } else {
${addSessionBefore.replace(/^/gm, '    ').replace(/ +$/, '')}        }
`

const logoutBefore = `            if (allSessions) {
                userWithSessions.sessions = [];
            } else {
                const sessionsAfterLogout = (userWithSessions?.sessions || []).filter((s)=>s.id !== req?.user?._sid);
                userWithSessions.sessions = sessionsAfterLogout;
            }
            // Prevent updatedAt from being updated when only removing a session
            ;
            userWithSessions.updatedAt = null;
            await req.payload.db.updateOne({
                id: user.id,
                collection: collectionConfig.slug,
                data: userWithSessions,
                req,
                returning: false
            });
`
const logoutAfter = `            // One DELETE of this session's row, of all the user's rows with allSessions, on the SQL
            // adapters (scripts/patch-payload.mjs); the others rewrite the list.
            if (!await removeSessions({
                all: Boolean(allSessions),
                collectionConfig,
                payload: req.payload,
                req,
                sid: req?.user?._sid,
                userID: user.id
            })) {
${logoutBefore.replace(/^/gm, '    ').replace(/ +$/, '')}            }
`

const refreshBefore = `            const existingSession = user.sessions.find(({ id })=>id === sid);
            const now = new Date();
            const tokenExpInMs = collectionConfig.auth.tokenExpiration * 1000;
            existingSession.expiresAt = new Date(now.getTime() + tokenExpInMs);
            // Prevent updatedAt from being updated when only refreshing a session
            user.updatedAt = null;
            await req.payload.db.updateOne({
`
const refreshAfter = `            const now = new Date();
            const tokenExpInMs = collectionConfig.auth.tokenExpiration * 1000;
            // One UPDATE of this session's row on the SQL adapters (scripts/patch-payload.mjs);
            // a session ended meanwhile (a sign-out) cannot be refreshed.
            const extended = await extendSession({
                collectionConfig,
                expiresAt: new Date(now.getTime() + tokenExpInMs),
                payload: req.payload,
                req,
                sid,
                userID: user.id
            });
            const existingSession = user.sessions.find(({ id })=>id === sid);
            if (extended === false || !existingSession) {
                throw new Forbidden(args.req.t);
            }
            existingSession.expiresAt = new Date(now.getTime() + tokenExpInMs);
            // Prevent updatedAt from being updated when only refreshing a session
            user.updatedAt = null;
            if (extended === null) await req.payload.db.updateOne({
`

/** The portal's date as an expression to call, written into Payload's files (scripts/payload-admin-date.mjs). */
const adminDate = `(${portalAdminDate.toString()})`

const edits = [
  ['@payloadcms/ui/dist/elements/DocumentLocked/index.js', [
    [
      `const formatDate = date => {
  if (!date) {
    return '';
  }
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    hour: 'numeric',
    hour12: true,
    minute: 'numeric',
    month: 'short',
    year: 'numeric'
  }).format(new Date(date));
};`,
      `// Patched by scripts/patch-payload.mjs (services-publics-mg): the admin's language, Madagascar's clock.
const formatDate = (date, language) => date ? ${adminDate}(date, language) : '';`,
    ],
    ['  const {\n    t\n  } = useTranslation();', '  const {\n    i18n,\n    t\n  } = useTranslation();'],
    ['children: formatDate(updatedAt)', 'children: formatDate(updatedAt, i18n.language)'],
    ['t5 = isClientUserObject(user) ? user.email ?? user.id :', 't5 = isClientUserObject(user) ? user.name || user.email || user.id :'],
  ]],
  ['@payloadcms/next/dist/views/Version/index.js', [
    [
      `  const versionToCreatedAtFormatted = versionTo.updatedAt ? formatDate({
    date: typeof versionTo.updatedAt === 'string' ? new Date(versionTo.updatedAt) : versionTo.updatedAt,
    i18n,
    pattern: config.admin.dateFormat
  }) : '';`,
      `  // Patched by scripts/patch-payload.mjs (services-publics-mg): Madagascar's clock, not the server's.
  const versionToCreatedAtFormatted = versionTo.updatedAt ? ${adminDate}(versionTo.updatedAt, i18n.language) : '';`,
    ],
  ]],
  ['@payloadcms/ui/dist/elements/PublishButton/ScheduleDrawer/index.js', [
    ['  const [locale, setLocale] = React.useState(defaultLocaleOption);', "  const [locale, setLocale] = React.useState(() => ({ ...defaultLocaleOption, label: t('general:allLocales') }));"],
    ['      options.unshift(defaultLocaleOption);', "      options.unshift({ ...defaultLocaleOption, label: i18n.t('general:allLocales') });"],
    [
      `  const minTime = useMemo(() => {
    if (date && isToday(date)) {
      return new Date();
    }
    return startOfDay(new Date());
  }, [date]);`,
      `  // Patched by scripts/patch-payload.mjs (services-publics-mg): the picker shows the chosen zone's clock
  // in the browser's zone, so "now" is taken on that clock; no past day or time is offered, even
  // before a day is chosen.
  const nowOnPicker = timezone && userTimezone ? transpose(new TZDate(Date.now()).withTimeZone(timezone), TZDate.tz(userTimezone)) : new Date();
  const minTime = !date || isToday(date) ? nowOnPicker : startOfDay(nowOnPicker);`,
    ],
    ['        minDate: new Date(),', '        minDate: nowOnPicker,'],
  ]],
  ['@payloadcms/ui/dist/elements/DatePicker/DatePicker.js', [
    ['        dateFormat = "MMM d, yyy h:mm a";', '        dateFormat = timeFormat.includes("H") ? "d MMMM yyyy, HH:mm" : "MMM d, yyy h:mm a";'],
    ['    timeIntervals,\n    ...overrides\n  };', '    timeIntervals,\n    timeCaption: i18n.t("general:time"),\n    ...overrides\n  };'],
  ]],
  ['@payloadcms/ui/dist/exports/client/index.js', [
    ['JY=t=>t?new Intl.DateTimeFormat("en-US",{day:"numeric",hour:"numeric",hour12:!0,minute:"numeric",month:"short",year:"numeric"}).format(new Date(t)):""', `JY=(t,lng)=>t?${adminDate}(t,lng):""`],
    ['{closeModal:a,openModal:c}=re(),{t:u}=E(),{clearRouteCache:d}=ht()', '{closeModal:a,openModal:c}=re(),{t:u,i18n:portalI18n}=E(),{clearRouteCache:d}=ht()'],
    ['Pa("strong",{children:JY(i)})', 'Pa("strong",{children:JY(i,portalI18n?.language)})'],
    ['b=hg(l)?l.email??l.id:', 'b=hg(l)?l.name||l.email||l.id:'],
    ['let M=tP(()=>C&&sS(C)?new Date:Ks(new Date),[C]);', 'let portalNow=v&&P?un(new ao(Date.now()).withTimeZone(v),ao.tz(P)):new Date,M=!C||sS(C)?portalNow:Ks(portalNow);'],
    ['minDate:new Date,minTime:M', 'minDate:portalNow,minTime:M'],
    ['[S,x]=or.useState(oP)', '[S,x]=or.useState(()=>({...oP,label:m("general:allLocales")}))'],
    ['return V.unshift(oP),V}return[]},[l,f])', 'return V.unshift({...oP,label:f.t("general:allLocales")}),V}return[]},[l,f])'],
  ]],
  ['@payloadcms/ui/dist/exports/client/chunk-B52EQI3B.js', [
    ['T==="dayAndTime"?B="MMM d, yyy h:mm a"', 'T==="dayAndTime"?B=Y.includes("H")?"d MMMM yyyy, HH:mm":"MMM d, yyy h:mm a"'],
    ['timeFormat:Y,timeIntervals:F,...g}', 'timeFormat:Y,timeIntervals:F,timeCaption:V.t("general:time"),...g}'],
  ]],
  ['payload/dist/auth/sessions.js', [
    ["import { v4 as uuid } from 'uuid';\n", sessionRows],
    [addSessionBefore, addSessionAfter],
    [
      `export const revokeSession = async ({ collectionConfig, payload, req, sid, user })=>{
    if (collectionConfig.auth.useSessions && user && user.sessions?.length) {
`,
      `export const revokeSession = async ({ collectionConfig, payload, req, sid, user })=>{
    // One DELETE of the session's row on the SQL adapters (scripts/patch-payload.mjs).
    if (collectionConfig.auth.useSessions && user && sid && await removeSessions({
        collectionConfig,
        payload,
        req,
        sid,
        userID: user.id
    })) {
        user.sessions = (user.sessions ?? []).filter((session)=>session.id !== sid);
        return;
    }
    if (collectionConfig.auth.useSessions && user && user.sessions?.length) {
`,
    ],
  ]],
  ['payload/dist/auth/operations/logout.js', [
    ["import { killTransaction } from '../../utilities/killTransaction.js';\n", "import { killTransaction } from '../../utilities/killTransaction.js';\nimport { removeSessions } from '../sessions.js';\n"],
    [logoutBefore, logoutAfter],
  ]],
  ['payload/dist/auth/operations/refresh.js', [
    ["import { removeExpiredSessions } from '../sessions.js';", "import { extendSession, removeExpiredSessions } from '../sessions.js';"],
    [refreshBefore, refreshAfter],
  ]],
  ['payload/dist/collections/operations/utilities/update.js', [
    ["import { removeExpiredSessions } from '../../../auth/sessions.js';", "import { removeExpiredSessions, sessionsAreRows } from '../../../auth/sessions.js';"],
    [
      '    const dataToUpdate = {\n        ...result\n    };\n',
      `    const dataToUpdate = {
        ...result
    };
    // The auth operations edit sessions row by row on the SQL adapters (scripts/patch-payload.mjs):
    // an update leaves them as they are (an empty atomic push) instead of writing back the list it
    // read before its hooks ran, unless it changes the password (below: the other sessions end).
    if (collectionConfig.auth?.useSessions && sessionsAreRows(req.payload)) {
        dataToUpdate.sessions = {
            $push: []
        };
    }
`,
    ],
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
    text = text.replace(before, () => after)
    changed++
  }
  fs.writeFileSync(target, text)
}
console.log(`patch-payload: ${changed} replacement(s) applied, ${edits.reduce((n, [, r]) => n + r.length, 0) - changed} already in place`)
