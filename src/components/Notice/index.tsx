import type React from 'react'

import styles from './Notice.module.css'

/** A highlighted message block (warning tone), e.g. "not yet translated". */
export function Notice({ title, children, headingLevel = 2 }: { title: string; children: React.ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.notice} role="note">
      <Heading className={styles.title}>{title}</Heading>
      {children}
    </div>
  )
}
