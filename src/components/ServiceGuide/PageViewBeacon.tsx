/** Marks the guide whose view the `pageview` island counts (anonymously, no cookie sent). */
export function PageViewBeacon({ id }: { id: number }) {
  return <span hidden data-page-view={id} data-island="pageview" />
}
