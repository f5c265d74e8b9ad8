/** The server draws its covers with the drawing the memory twin uses (one module: @shelfmark/api-client/covers). */
export { escapeXml, hueOf, renderCoverSvg, SANS, SERIF, wrapText, type CoverInput } from '@shelfmark/api-client/covers';
