// Structured data for search engines, rendered into the page (and so into
// the pre-rendered HTML). '<' is escaped so the JSON cannot close the script.
interface JsonLdProps {
  data: Record<string, unknown>;
}

export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
