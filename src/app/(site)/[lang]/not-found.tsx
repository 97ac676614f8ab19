import { NotFoundContent } from '@/components/NotFoundContent'

export default function NotFound() {
  return <NotFoundContent />
}
