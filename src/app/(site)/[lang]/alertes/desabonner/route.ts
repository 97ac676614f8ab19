export { unsubscribeGet as GET, unsubscribePost as POST } from '@/alerts/routes'
