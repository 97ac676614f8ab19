/** The OpenAPI 3 description of the open content API (served at /api/open/v1/openapi.json). */
import { siteUrl } from '@/i18n'

import { MAX_PAGE, MAX_PAGE_SIZE } from './params'

export const OPEN_API_BASE = '/api/open/v1'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const str = { type: 'string' }
const nullableStr = { type: 'string', nullable: true }
const int = { type: 'integer' }
const delay = { type: 'object', required: ['from', 'to', 'unit'], properties: { from: { type: 'number' }, to: { type: 'number', nullable: true }, unit: { type: 'string', enum: ['hours', 'days', 'workingDays', 'weeks', 'months'] } } }
const link = ref('Link')
const list = (items: object) => ({ type: 'array', items })
const langParam = { name: 'lang', in: 'query', description: 'Langue du contenu / Fiteny (fr par défaut).', schema: { type: 'string', enum: ['fr', 'mg'], default: 'fr' } }
const pageParams = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 } },
]
const regionParam = { name: 'region', in: 'query', description: 'Clé de région (voir /regions).', schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }
const errors = {
  '400': { description: 'Paramètre inconnu ou invalide (message dans la langue demandée).', content: { 'application/json': { schema: ref('Errors') } } },
  '429': { description: 'Trop de requêtes depuis cette adresse (voir Retry-After).', content: { 'application/json': { schema: ref('Errors') } } },
  '503': { description: 'Service occupé, réessayer (voir Retry-After).', content: { 'application/json': { schema: ref('Errors') } } },
}
const ok = (schema: object, description = 'OK') => ({ '200': { description, content: { 'application/json': { schema } } }, ...errors })
const paged = (item: string) => ({
  type: 'object',
  required: ['lang', 'page', 'limit', 'totalDocs', 'totalPages', 'next', 'items'],
  properties: { lang: str, page: int, limit: int, totalDocs: int, totalPages: int, next: { ...nullableStr, description: 'Adresse de la page suivante, ou null.' }, items: list(ref(item)) },
})

export function openApiDocument(): object {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Services publics MG — API de contenu',
      version: '1.0.0',
      description:
        'Le contenu publié du portail (guides des démarches, thèmes, parcours, lieux, pharmacies de garde) en lecture seule, en français et en malgache. Sans clé. Limites : requêtes par minute et par adresse (429 au-delà), 50 résultats par page. Les réponses sans paramètre sont mises en cache jusqu’à la prochaine publication.',
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      contact: { name: 'Services publics MG', url: new URL('/fr/contact/', siteUrl()).toString() },
    },
    servers: [{ url: new URL(OPEN_API_BASE, siteUrl()).toString() }],
    paths: {
      '/guides/': { get: { summary: 'Liste des guides', operationId: 'listGuides', parameters: [langParam, ...pageParams, { name: 'updatedSince', in: 'query', description: 'Seulement les guides modifiés après cette date (ISO 8601).', schema: { type: 'string', format: 'date-time' } }, { name: 'theme', in: 'query', description: 'Slug du thème dans la langue demandée.', schema: str }, { name: 'sort', in: 'query', schema: { type: 'string', enum: ['title', 'updatedAt'], default: 'title' } }], responses: ok(paged('GuideSummary')) } },
      '/guides/{slug}/': { get: { summary: 'Un guide complet', operationId: 'getGuide', parameters: [{ name: 'slug', in: 'path', required: true, schema: str }, langParam], responses: { ...ok(ref('Guide')), '404': { description: 'Aucun guide publié avec ce slug dans cette langue.', content: { 'application/json': { schema: ref('Errors') } } } } } },
      '/themes/': { get: { summary: 'Les thèmes', operationId: 'listThemes', parameters: [langParam, ...pageParams, { name: 'updatedSince', in: 'query', description: 'Seulement les thèmes modifiés après cette date (ISO 8601).', schema: { type: 'string', format: 'date-time' } }], responses: ok(paged('Theme')) } },
      '/journeys/': { get: { summary: 'Les parcours étape par étape', operationId: 'listJourneys', parameters: [langParam], responses: ok({ type: 'object', properties: { lang: str, items: list(ref('Journey')) } }) } },
      '/flows/': { get: { summary: 'Les questions « Ce qu’il vous faut » : chaque parcours de questions entier', operationId: 'listFlows', parameters: [langParam], responses: ok({ type: 'object', properties: { lang: str, items: list(ref('Flow')) } }) } },
      '/flows/{slug}/': { get: { summary: 'Un parcours de questions entier : questions, où mène chaque réponse, résultats', operationId: 'getFlow', parameters: [{ name: 'slug', in: 'path', required: true, schema: str }, langParam], responses: { ...ok(ref('Flow')), '404': { description: 'Aucun parcours de questions publié avec ce slug dans cette langue.', content: { 'application/json': { schema: ref('Errors') } } } } } },
      '/regions/': { get: { summary: 'Les 23 régions et leurs districts', operationId: 'listRegions', responses: ok({ type: 'object', properties: { items: list(ref('Region')) } }) } },
      '/places/': { get: { summary: 'Lieux : hôpitaux, pharmacies, ambulances, bureaux', operationId: 'listPlaces', parameters: [langParam, ...pageParams, { name: 'kind', in: 'query', schema: { type: 'string', enum: ['hospital', 'pharmacy', 'ambulance', 'office'] } }, regionParam], responses: ok(paged('Place')) } },
      '/pharmacies/on-duty/': { get: { summary: 'Pharmacies de garde à une date', operationId: 'pharmaciesOnDuty', parameters: [langParam, { name: 'date', in: 'query', description: 'Jour (AAAA-MM-JJ), aujourd’hui à Madagascar par défaut.', schema: { type: 'string', format: 'date' } }, regionParam], responses: ok({ type: 'object', properties: { lang: str, date: { type: 'string', format: 'date' }, items: list(ref('Place')) } }) } },
      '/export/services-publics-mg.json': { get: { summary: 'Export complet (JSON, deux langues), avec sa licence', operationId: 'exportJson', responses: { '200': { description: 'Tout le contenu publié', content: { 'application/json': { schema: { type: 'object' } } } } } } },
      '/export/guides.csv': { get: { summary: 'Export des guides (CSV UTF-8, une ligne par guide et par langue)', operationId: 'exportCsv', responses: { '200': { description: 'CSV', content: { 'text/csv': { schema: str } } } } } },
    },
    components: {
      schemas: {
        Errors: { type: 'object', required: ['errors'], properties: { errors: list({ type: 'object', required: ['message'], properties: { message: str } }) } },
        Link: { type: 'object', required: ['title', 'path'], properties: { title: str, path: str } },
        GuideSummary: {
          type: 'object',
          required: ['id', 'lang', 'title', 'slug', 'path', 'url', 'summary', 'updatedAt', 'lastReviewed'],
          properties: { id: int, lang: { type: 'string', enum: ['fr', 'mg'] }, title: str, slug: str, path: str, url: { type: 'string', format: 'uri' }, summary: str, theme: { ...link, nullable: true }, updatedAt: { type: 'string', format: 'date-time' }, lastReviewed: { type: 'string', format: 'date' } },
        },
        Guide: {
          allOf: [
            ref('GuideSummary'),
            {
              type: 'object',
              properties: {
                audience: str,
                marks: { type: 'object', description: 'What is unsure in the summary and the audience line (null when confirmed).', properties: { summary: nullableStr, audience: nullableStr } },
                documents: list(str),
                documentList: list({ type: 'object', properties: { item: str, quantity: { type: 'integer', nullable: true }, form: { type: 'string', enum: ['original', 'certifiedCopy', 'photocopy'], nullable: true }, unsure: nullableStr } }),
                cost: { type: 'object', properties: { free: { type: 'boolean' }, amountAriary: { type: 'integer', nullable: true }, details: str, othersPay: { ...nullableStr, description: 'Free for the citizen: who else pays what.' } } },
                delay: { ...delay, nullable: true },
                processingTime: str,
                whereToApply: str,
                steps: list({
                  type: 'object',
                  properties: {
                    title: str, detail: nullableStr, feeAriary: { type: 'integer', nullable: true }, duration: { ...delay, nullable: true },
                    office: { type: 'object', nullable: true, properties: { id: int, name: str, address: nullableStr, city: str, phones: list(str), openingHours: nullableStr } },
                    unsure: nullableStr,
                  },
                }),
                youReceive: nullableStr,
                legalReferences: list(str),
                faq: list({ type: 'object', properties: { question: str, answer: str, unsure: nullableStr } }),
                onlineServices: list({ type: 'object', properties: { label: str, url: str } }),
                downloads: list({ type: 'object', properties: { label: str, url: str, type: nullableStr, bytes: { type: 'integer', nullable: true } } }),
                places: list(ref('Place')),
                ministry: { type: 'object', nullable: true, properties: { name: str, acronym: str, url: nullableStr } },
                related: list(link),
                journeys: list({ type: 'object', properties: { title: str, path: str, step: int, total: int, previous: { ...link, nullable: true }, next: { ...link, nullable: true } } }),
                sources: list({ type: 'object', properties: { key: nullableStr, title: str, url: nullableStr, publisher: nullableStr, kind: { type: 'string', enum: ['official', 'office', 'press', 'secondary'], nullable: true }, seen: { type: 'string', format: 'date', nullable: true }, published: nullableStr, confirmedBy: nullableStr, confirmedHow: { type: 'string', enum: ['telephone', 'letter', 'email', 'visit'], nullable: true } } }),
                statements: list({
                  type: 'object',
                  description: 'Chaque information du guide et sa preuve : « certain » seulement si une source officielle (ou le service) ou deux éditeurs la confirment avec chaque chiffre dans leurs mots.',
                  properties: {
                    path: { type: 'string', example: 'steps.2' },
                    status: { type: 'string', enum: ['certain', 'unconfirmed'] },
                    official: { type: 'boolean' },
                    mark: nullableStr,
                    references: list({ type: 'object', properties: { source: str, quote: str, where: nullableStr, relation: { type: 'string', enum: ['supports', 'contradicts'] } } }),
                  },
                }),
                confirmed: { type: 'object', properties: { official: { type: 'integer' }, statements: { type: 'integer' } } },
                verifiedAt: { type: 'string', format: 'date', nullable: true },
                unconfirmed: list({ type: 'string', enum: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences', 'onlineServices'] }),
                changeHistory: list({ type: 'object', properties: { at: { type: 'string', format: 'date-time' }, note: str } }),
                languages: { type: 'object', properties: { fr: str, mg: str } },
              },
            },
          ],
        },
        Theme: { type: 'object', properties: { id: int, title: str, slug: str, path: str, description: str, guides: int, updatedAt: { type: 'string', format: 'date-time' } } },
        Journey: {
          type: 'object',
          properties: {
            id: int, title: str, slug: str, path: str, summary: str, updatedAt: str,
            steps: list({ type: 'object', properties: { title: str, summary: nullableStr, logic: { type: 'string', enum: ['and', 'or'] }, optional: { type: 'boolean' }, guides: list({ type: 'object', properties: { id: int, title: str, slug: str, path: str } }) } }),
          },
        },
        Flow: {
          type: 'object',
          description: 'Questions asked in order from the first; each answer leads (next) to a question or an outcome key. The page of a case is path followed by the answer keys, each with a slash.',
          properties: {
            id: int, title: str, slug: str, path: str, summary: str, updatedAt: str, paths: int,
            guide: { type: 'object', nullable: true, properties: { id: int, title: str, slug: str, path: str } },
            questions: list({ type: 'object', properties: { key: str, text: str, hint: nullableStr, short: nullableStr, answers: list({ type: 'object', properties: { key: str, label: str, short: nullableStr, next: str } }) } }),
            outcomes: list({
              type: 'object',
              properties: {
                key: str, title: str, documents: list(str), feeAriary: { type: 'integer', nullable: true, description: 'ariary; 0 free; null unknown' }, feeNote: nullableStr,
                delay: { type: 'object', nullable: true, properties: { from: int, to: { type: 'integer', nullable: true }, unit: { type: 'string', enum: ['hours', 'days', 'workingDays', 'weeks', 'months'] } } },
                office: { type: 'object', nullable: true, properties: { id: int, name: str, address: nullableStr, city: str, phones: list(str), openingHours: nullableStr } },
                steps: list(str), text: nullableStr, unsure: nullableStr,
              },
            }),
          },
        },
        Region: { type: 'object', properties: { key: str, name: str, capital: str, province: nullableStr, districts: list(str) } },
        Place: {
          type: 'object',
          properties: {
            id: int, kind: { type: 'string', enum: ['hospital', 'pharmacy', 'ambulance', 'office'] }, name: str, region: nullableStr, district: nullableStr, city: str, address: nullableStr,
            phones: list(str), openingHours: nullableStr, dutyPeriods: list({ type: 'object', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } } }),
          },
        },
      },
    },
  }
}
