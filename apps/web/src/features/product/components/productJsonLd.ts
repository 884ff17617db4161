// Product structured data (schema.org) for /product/{id}. The offer, with its
// price, is described only when the viewer may see prices.
export interface ProductForJsonLd {
  id: number;
  name: string;
  partNumber: string;
  description: string;
  images: string[];
  categoryName: string;
  availability: number;
  priceKopecks: number | null;
}

export function productJsonLd(product: ProductForJsonLd, origin: string): Record<string, unknown> {
  const url = `${origin}/product/${product.id}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.partNumber,
    mpn: product.partNumber,
    category: product.categoryName,
    url,
    image: product.images.map((image) => new URL(image, origin).toString()),
  };
  if (product.description) data.description = product.description;
  if (product.priceKopecks !== null) {
    data.offers = {
      '@type': 'Offer',
      url,
      priceCurrency: 'RUB',
      price: (product.priceKopecks / 100).toFixed(2),
      availability: `https://schema.org/${product.availability > 0 ? 'InStock' : 'BackOrder'}`,
    };
  }
  return data;
}
