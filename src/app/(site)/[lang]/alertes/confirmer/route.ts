export { confirmGet as GET, confirmPost as POST } from '@/alerts/routes'
