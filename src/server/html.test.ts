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
  it('keeps the page’s own inline scripts and gives their hashes for the policy', () => {
    expect(html).toContain('<script data-portal="">try{x()}catch(e){}</script>')
    const loader = /<script data-portal="">(document\.addEventListener[\s\S]*?)<\/script><\/body>/.exec(html)![1]!
    expect(scriptHashes).toEqual([sha256('try{x()}catch(e){}'), sha256(loader)])
  })
  it('loads the islands the page uses, and only those, once the document is parsed', () => {
    expect(islandsUsed(html)).toEqual(['runtime', 'search'])
    expect(html).toContain(`document.addEventListener('DOMContentLoaded',function(){["/_islands/runtime-AAAA.js","/_islands/search-BBBB.js"].forEach(`)
    expect(html).not.toContain('print-CCCC')
    expect(html).not.toContain('<script type="module"')
  })
})
