/**
 * Contact form throughput: valid submissions (distinct client addresses) at a fixed
 * concurrency, counting 303 acknowledgements. It WRITES messages: run it only against
 * a test database (BENCH_CONTACT=1 npm run bench).
 */
export async function benchContact(base: string, total = 400, concurrency = 16) {
  const html = await (await fetch(`${base}/fr/contact/`)).text()
  const token = /name="started" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('bench: no form token on the contact page')
  await new Promise((resolve) => setTimeout(resolve, 3100))
  let next = 0
  let acknowledged = 0
  let other = 0
  const start = performance.now()
  const worker = async () => {
    while (next < total) {
      const i = next++
      const response = await fetch(`${base}/fr/contact/envoyer/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.99.${Math.floor(i / 250)}.${i % 250}` },
        body: new URLSearchParams({ started: token, website: '', kind: 'question', message: `Message de mesure ${i}, suffisamment long.`, contactMethod: 'phone', phone: '034 12 345 67', consent: 'yes' }),
      }).catch(() => null)
      if (response?.status === 303) acknowledged++
      else other++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - start) / 1000
  return { total, concurrency, acknowledged, other, seconds: Math.round(seconds * 10) / 10, perSecond: Math.round(acknowledged / seconds) }
}
