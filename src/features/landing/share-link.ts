/** Copies the site's root address; false when the clipboard is unavailable. */
export async function copySiteRoot(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/`);
    return true;
  } catch {
    return false;
  }
}
