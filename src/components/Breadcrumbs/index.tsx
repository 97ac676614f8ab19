import styles from './Breadcrumbs.module.css'

export type Crumb = { label: string; href?: string }

export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            <li key={index}>
              <a href={item.href}>{item.label}</a>
            </li>
          ) : (
            <li key={index} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
