import { describe, expect, it } from 'vitest'

import { islandsUsed, sha256, transformPage } from './html'

const nextHtml = `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="preconnect" href="/" crossorigin=""/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/c.js" async=""></script><script data-portal="">try{x()}catch(e){}</script></head><body data-island="runtime"><p>Bonjour<!-- --> Rakoto</p><!--$--><ul data-island="search"></ul><!--/$--><script>self.__next_f.push([1,"flight"])</script><script id="_R_">requestAnimationFrame(function(){})</script></body></html>`

describe('transformPage', () => {
  const manifest = { runtime: '/_islands/runtime-AAAA.js', search: '/_islands/search-BBBB.js', print: '/_islands/print-CCCC.js' }
  const { html, scriptHashes } = transformPage(nextHtml, manifest)
  it('removes the framework runtime, flight data and script hints, keeps styles and content', () => {
    expect(html).not.toContain('_next/static/chunks/c.js')
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('_R_')
    expect(html).not.toContain('as="script"')
    expect(html).not.toContain('preconnect')
    expect(html).not.toContain('<!--')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"')
    expect(html).toContain('<p>Bonjour Rakoto</p>')
  })
  it('keeps the page’s own inline script and gives its hash for the policy', () => {
    expect(html).toContain('<script data-portal="">try{x()}catch(e){}</script>')
    expect(scriptHashes).toEqual([sha256('try{x()}catch(e){}')])
  })
  it('loads the islands the page uses, and only those', () => {
    expect(islandsUsed(html)).toEqual(['runtime', 'search'])
    expect(html).toContain('<script type="module" src="/_islands/runtime-AAAA.js"></script><script type="module" src="/_islands/search-BBBB.js"></script></body>')
    expect(html).not.toContain('print-CCCC')
  })
})
