/**
 * A deliberately slow page for the navigation tests (loading signal after 1 s, not before).
 * It exists only when the end-to-end server sets E2E_TEST_ROUTES=1; otherwise it is a 404.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (process.env.E2E_TEST_ROUTES !== '1') return new Response('Not found', { status: 404 })
  const ms = Math.min(Number(new URL(request.url).searchParams.get('ms')) || 2500, 10_000)
  await new Promise((resolve) => setTimeout(resolve, ms))
  return new Response('<!doctype html><html lang="fr"><title>Lent</title><h1>Page lente</h1></html>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
