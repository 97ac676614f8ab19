export { codePost as POST } from '@/alerts/routes'
