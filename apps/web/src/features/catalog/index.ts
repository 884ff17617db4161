// What other features may use of the catalogue: a part's offer (price, stock,
// cart button, image thumbnails), so every screen shows a part the same way.
export { CartButton, type CartButtonProps } from './components/CartButton';
export { PriceBlock, type PriceBlockProps } from './components/PriceBlock';
export { StockLabel } from './components/StockLabel';
export { ImageThumbnails } from './components/ImageThumbnails';
export { PartAnalogues, type PartAnalogue, type PartAnaloguesProps } from './components/PartAnalogues';
