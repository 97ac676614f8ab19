import { PhoneLink } from '@/components/PhoneLink'
import { getDictionary, type Locale } from '@/i18n'
import type { GuideOffice } from '@/model/guide'

/** An office of the directory: its name, address, telephones (links) and opening hours. */
export function Office({ office, lang }: { office: GuideOffice; lang: Locale }) {
  const t = getDictionary(lang).guide
  return (
    <>
      <strong>{office.name}</strong>
      {office.address ? `, ${office.address}` : ''}
      {office.address?.includes(office.city) ? '' : ` (${office.city})`}
      {office.phones.length > 0 && (
        <>
          <br />
          {t.officePhone} :{' '}
          {office.phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 ? ', ' : ''}
              <PhoneLink number={phone} />
            </span>
          ))}
        </>
      )}
      {office.openingHours && (
        <>
          <br />
          {t.officeHours} : {office.openingHours}
        </>
      )}
    </>
  )
}

