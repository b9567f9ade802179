const SVG_NS = 'http://www.w3.org/2000/svg';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The wheel image could not be drawn'));
    image.src = url;
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))), 'image/png'));
}

/**
 * A PNG of a rendered SVG at `scale` times its size. The SVG is drawn on its own, away from the
 * page's style sheet, so the font the page resolved for it is written onto the copy; the browser
 * then shapes every script (Arabic, Devanagari, Thai, CJK) with the same system fonts as on screen.
 */
export async function svgToPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  await document.fonts?.ready;
  const viewBox = svg.viewBox.baseVal;
  const width = viewBox && viewBox.width > 0 ? viewBox.width : svg.getBoundingClientRect().width;
  const height = viewBox && viewBox.height > 0 ? viewBox.height : svg.getBoundingClientRect().height;
  const style = getComputedStyle(svg);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('font-family', style.fontFamily);
  copy.setAttribute('direction', style.direction);
  copy.removeAttribute('class');
  const markup = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await canvasToPng(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}
