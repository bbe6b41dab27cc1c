import { mediaWidthFor } from '@portal/contract';

/**
 * A stored picture's small WebP copy for a box `cssPixels` wide (`/media/<key>?w=`, made by the server): a logo in
 * a card then weighs a few KB instead of the whole upload. Other addresses are left as they are.
 */
export function mediaVariant(src: string, cssPixels: number): string {
  return /\/media\/[^?]+$/.test(src) ? `${src}?w=${mediaWidthFor(cssPixels)}` : src;
}
