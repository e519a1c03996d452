// Inlined as a data: URI so the fallback never needs the network and needs no bundler asset rule.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#e4e4e7"/>' +
  '<circle cx="32" cy="25" r="12" fill="#a1a1aa"/>' +
  '<path d="M10 60c2-12 11-19 22-19s20 7 22 19z" fill="#a1a1aa"/>' +
  '</svg>';

/** The default avatar image (a neutral silhouette), as a URL usable in `src`. */
export const defaultAvatarSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;
