/**
 * The import rules of src/, checked on every `npm test` (scripts/check-imports.mjs). The layers, from
 * top to bottom, and who may import whom: docs/architecture.md.
 *
 *   adapters   src/app (Next.js routes), src/server (front and workers), src/proxy.ts, src/scripts
 *   channels   src/components (web), src/channels/* (sms, ussd…), src/openData (JSON), src/feeds (Atom), src/admin
 *   domain     src/content (reads published content), src/search, src/forms, src/editorial, src/analytics, …
 *   model      src/model (plain values, pure functions)
 *   client     src/content/payload.ts (the one Payload instance)
 *   config     src/payload.config.ts and what it assembles (collections, globals, fields, access, hooks…)
 *   base       src/http, src/i18n, src/security, src/cluster, src/media (no knowledge of the layers above)
 */
const CHANNELS = ['components', 'openData', 'feeds', 'channels/[^/]+']

/** One rule per pair of channels: no channel formats for another. */
const channelRules = CHANNELS.flatMap((from) =>
  CHANNELS.filter((to) => to !== from).map((to) => ({
    name: 'no-channel-imports-another',
    comment: `A channel presents the model its own way and never borrows another channel's formatting (${from} → ${to}).`,
    severity: 'error',
    from: { path: `^src/${from}/` },
    to: { path: `^src/${to}/` },
  })),
)

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle means a boundary is in the wrong place: move the shared part down a layer.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-product',
      comment: 'The product tree holds what runs in production: nothing from tests/, bench/ or test files.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^tests/', '^bench/', '\\.test\\.tsx?$', '\\.spec\\.tsx?$'] },
    },
    {
      name: 'config-only-from-client-factory',
      comment: 'payload.config.ts is imported by the client factory alone (and by the admin files Payload generates).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/content/payload\\.ts$', '^src/app/\\(payload\\)/(admin/\\[\\[\\.\\.\\.segments\\]\\]/|layout\\.tsx|api/\\[\\.\\.\\.slug\\]/)'] },
      to: { path: '^src/payload\\.config\\.ts$' },
    },
    {
      name: 'channels-read-no-payload',
      comment: 'A channel takes the model and nothing else: it never reads Payload or its client.',
      severity: 'error',
      from: { path: CHANNELS.map((c) => `^src/${c}/`) },
      to: { path: ['^node_modules/payload/', '^src/content/payload\\.ts$', '^src/payload\\.config\\.ts$'], dependencyTypesNot: ['type-only'] },
    },
    ...channelRules,
    {
      name: 'no-upward-from-domain',
      comment: 'Domain modules are used by routes and channels, never the other way round.',
      severity: 'error',
      from: { path: '^src/(content|search|forms|editorial|analytics|emergency|consent|trackers|model|http|i18n|security|cluster|media|fields|access|hooks|collections|globals|db|seed|health)/' },
      to: { path: ['^src/app/', '^src/server/', '^src/components/', '^src/channels/', '^src/openData/', '^src/feeds/', '^src/admin/[A-Z][^/]*\\.tsx$', '^src/proxy\\.ts$'] },
    },
    {
      name: 'model-is-plain',
      comment: 'The model is plain values and pure functions: no database, no framework, no I/O.',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { path: ['^src/content/', '^src/payload\\.config\\.ts$', '^node_modules/(payload|next|react)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'base-knows-no-layer-above',
      comment: 'HTTP contracts, languages, limits, Redis and storage know nothing of content, search or forms.',
      severity: 'error',
      from: { path: '^src/(http|i18n|cluster|media)/' },
      to: { path: '^src/(content|search|forms|editorial|model|collections|globals|hooks)/' },
    },
    {
      name: 'no-adapter-imports-another-adapter-entry',
      comment: 'Routes never import the front or the workers, nor the other way round.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/migrations/', '^src/payload-types\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
}
