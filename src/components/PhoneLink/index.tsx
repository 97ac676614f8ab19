/** A phone number as a tel: link (digits and + only in the href). */
export function PhoneLink({ number, className }: { number: string; className?: string }) {
  const href = `tel:${number.replace(/[^\d+]/g, '')}`
  return (
    <a href={href} className={className}>
      {number}
    </a>
  )
}
