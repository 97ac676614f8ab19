export { subscribePost as POST } from '@/alerts/routes'
