export { Alerts } from './alerts'
export { AlertDeliveries } from './deliveries'
export { AlertSubscriptions } from './subscriptions'
