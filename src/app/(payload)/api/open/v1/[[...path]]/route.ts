/* The open content API, read-only (src/openData/api.ts), described at /api/open/v1/openapi.json. */
import { openApiGet } from '@/openData/api'
import { corsPreflight } from '@/http/json'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path?: string[] }> }

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return openApiGet(request, (await params).path ?? [])
}

export function OPTIONS(): Response {
  return corsPreflight()
}
