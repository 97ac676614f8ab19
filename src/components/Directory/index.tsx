import { getSiteSettings, listPlaces, listRegions } from '@/content'
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import type { Place, Region, Service } from '@/payload-types'

import { PhoneLink } from '../PhoneLink'
import styles from './Directory.module.css'
import { onDutyFirst, todayInMadagascar } from '@/model/duty'

type Kind = NonNullable<Service['directory']>

/** The structured directory a guide shows (emergency numbers, hospitals, pharmacies…). */
export async function Directory({ lang, kind }: { lang: Locale; kind: Kind }) {
  const renderers: Record<Kind, () => Promise<React.ReactNode>> = {
    none: async () => null,
    emergency: () => EmergencyNumbers({ lang }),
    hospitals: async () => <PlaceList lang={lang} id="dir-hospitals" title={getDictionary(lang).directory.hospitalsTitle} places={await listPlaces(lang, 'hospital')} groupByRegion />,
    ambulances: async () => <PlaceList lang={lang} id="dir-ambulances" title={getDictionary(lang).directory.ambulancesTitle} places={await listPlaces(lang, 'ambulance')} />,
    pharmacies: () => Pharmacies({ lang }),
    regions: () => Regions({ lang }),
  }
  return renderers[kind]()
}

async function EmergencyNumbers({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).directory
  const settings = await getSiteSettings(lang)
  return (
    <section aria-labelledby="dir-emergency" className={styles.directory}>
      <h2 id="dir-emergency">{t.emergencyTitle}</h2>
      <ul className={styles.numbers}>
        {(settings.emergencyNumbers ?? []).map((entry) => (
          <li key={entry.id ?? entry.key}>
            <span>{entry.label}</span>
            <PhoneLink number={entry.number} className={styles.bigNumber} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function regionName(place: Place): string {
  return typeof place.region === 'object' && place.region ? place.region.name : ''
}

function PlaceCard({ lang, place }: { lang: Locale; place: Place }) {
  const t = getDictionary(lang)
  return (
    <li className={styles.place}>
      <h4 className={styles.placeName}>{place.name}</h4>
      <p>
        {[place.address, place.city].filter(Boolean).join(', ')}
        {regionName(place) && ` (${regionName(place)})`}
      </p>
      {(place.phones ?? []).length > 0 ? (
        <p>
          {t.guide.phone} :{' '}
          {(place.phones ?? []).map((phone, i) => (
            <span key={phone.id ?? phone.number}>
              {i > 0 && ', '}
              <PhoneLink number={phone.number} />
            </span>
          ))}
        </p>
      ) : (
        <p>{t.directory.noPhone}</p>
      )}
      {place.openingHours && (
        <p>
          {t.guide.openingHours} : {place.openingHours}
        </p>
      )}
    </li>
  )
}

function PlaceList({ lang, id, title, places, groupByRegion = false }: { lang: Locale; id: string; title: string; places: Place[]; groupByRegion?: boolean }) {
  const translated = places.filter((p) => p.name)
  const groups = groupByRegion
    ? [...new Set(translated.map(regionName))].sort().map((name) => ({ name, items: translated.filter((p) => regionName(p) === name) }))
    : [{ name: '', items: translated }]
  return (
    <section aria-labelledby={id} className={styles.directory}>
      <h2 id={id}>{title}</h2>
      {groups.map((group) => (
        <div key={group.name || 'all'}>
          {group.name && <h3>{group.name}</h3>}
          <ul className={styles.places}>
            {group.items.map((place) => (
              <PlaceCard key={place.id} lang={lang} place={place} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

async function Pharmacies({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).directory
  const today = todayInMadagascar()
  const { onDuty, others } = onDutyFirst((await listPlaces(lang, 'pharmacy')).filter((p) => p.name), today)
  return (
    <section aria-labelledby="dir-pharmacies" className={styles.directory}>
      <h2 id="dir-pharmacies">{t.pharmaciesTitle}</h2>
      <p>{t.dutyCaveat}</p>
      <h3>{format(t.onDutyToday, { date: formatDate(lang, today) })}</h3>
      {onDuty.length > 0 ? (
        <ul className={styles.places}>
          {onDuty.map((place) => (
            <PlaceCard key={place.id} lang={lang} place={place} />
          ))}
        </ul>
      ) : (
        <p>{t.noneOnDuty}</p>
      )}
      {/* « Not on duty today » only when the rota of today is known: without it, nobody can say so. */}
      <h3>{onDuty.length > 0 ? t.notOnDutyToday : t.allPharmacies}</h3>
      <ul className={styles.places}>
        {others.map((place) => (
          <PlaceCard key={place.id} lang={lang} place={place} />
        ))}
      </ul>
    </section>
  )
}

async function Regions({ lang }: { lang: Locale }) {
  const t = getDictionary(lang).directory
  const regions: Region[] = await listRegions()
  return (
    <section className={styles.directory}>
      <h2 id="dir-regions">{t.regionsTitle}</h2>
      <div className={styles.tableWrap} role="region" aria-labelledby="dir-regions" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.region}</th>
              <th scope="col">{t.capital}</th>
              <th scope="col">{t.districts}</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region.id}>
                <th scope="row">{region.name}</th>
                <td>{region.capital}</td>
                <td>{(region.districts ?? []).map((d) => d.name).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
