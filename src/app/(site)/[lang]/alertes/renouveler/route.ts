export { renewGet as GET, renewPost as POST } from '@/alerts/routes'
