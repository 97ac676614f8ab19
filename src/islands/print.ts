/** Print buttons, shown only when JavaScript runs (without it the browser's own print menu remains). */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  button.hidden = false
  button.addEventListener('click', () => window.print())
}
