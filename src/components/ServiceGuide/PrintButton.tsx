/** A print button, shown by the `print` island when JavaScript runs (without it the browser's own print menu remains). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-secondary" hidden data-print="" data-island="print">
      {label}
    </button>
  )
}
