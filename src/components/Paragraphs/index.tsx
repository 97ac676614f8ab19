/** Plain text from the CMS: blank lines separate paragraphs, single line breaks are kept. */
export function Paragraphs({ text, className }: { text?: string | null; className?: string }) {
  if (!text) return null
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className={className}>
            {paragraph.split('\n').map((line, i, lines) => (
              <span key={i}>
                {line}
                {i < lines.length - 1 && <br />}
              </span>
            ))}
          </p>
        ))}
    </>
  )
}
