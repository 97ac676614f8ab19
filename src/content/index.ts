export * from './queries'
export { payloadClient } from './payload'
export { pageMetadata } from './metadata'
export * from './journeys'
