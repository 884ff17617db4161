// What other features may use of the catalogue: a part's offer (price, stock,
// cart button, quantity stepper, article and brand, image thumbnails), so every screen shows a part the same way.
export { CartButton, type CartButtonProps } from './components/CartButton';
export { PriceBlock, type PriceBlockProps } from './components/PriceBlock';
export { StockLabel } from './components/StockLabel';
export { PartIdentity, type PartIdentityProps } from './components/PartIdentity';
export { ImageThumbnails } from './components/ImageThumbnails';
export { PartAnalogues, type PartAnalogue, type PartAnaloguesProps } from './components/PartAnalogues';
