/**
 * A small S3-compatible server for tests (path-style, as MinIO and most compatible stores): PUT,
 * HEAD, GET (object or ListObjectsV2), DELETE; keeps each object's body and headers; records any
 * request that is not signed with the test key (AWS SigV4).
 */
import http from 'node:http'

export type StoredObject = { body: Buffer; headers: Record<string, string> }

export function fakeS3(accessKey = 'test-key') {
  const objects = new Map<string, StoredObject>()
  const unsigned: string[] = []
  const puts: string[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://s3')
    if (!String(request.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${accessKey}/`)) unsigned.push(`${request.method} ${url.pathname}`)
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const id = `${bucket}/${key}`
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      if (request.method === 'PUT') {
        const headers: Record<string, string> = {}
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'x-amz-website-redirect-location']) if (request.headers[name]) headers[name] = String(request.headers[name])
        objects.set(id, { body: Buffer.concat(chunks), headers })
        puts.push(key)
        response.writeHead(200, { ETag: '"x"' }).end()
      } else if (request.method === 'HEAD' || (request.method === 'GET' && key)) {
        const object = objects.get(id)
        if (!object) return response.writeHead(404, { 'Content-Type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
        response.writeHead(200, { 'Content-Length': object.body.length, 'Content-Type': object.headers['content-type'] ?? 'application/octet-stream' })
        response.end(request.method === 'HEAD' ? undefined : object.body)
      } else if (request.method === 'GET') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(`${bucket}/${prefix}`)).map((k) => k.slice(bucket!.length + 1))
        const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(`${bucket}/${k}`)!.body.length}</Size></Contents>`).join('')}</ListBucketResult>`
        response.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml)
      } else if (request.method === 'DELETE') {
        objects.delete(id)
        response.writeHead(204).end()
      } else response.writeHead(405).end()
    })
  })
  return { server, objects, unsigned, puts }
}
