/** Opens a signed download link: the server answers it as an attachment, so the page stays where it is. */
export function openDownload(url: string): void {
  window.location.assign(url);
}
